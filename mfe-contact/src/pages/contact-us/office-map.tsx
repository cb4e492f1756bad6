import { useCallback, useState } from 'react';
import { LAZY_IMAGE } from '@bbg/kit';
import { officeMapImage } from '../../assets/office-map';
import type { ContactOffice, MapPointerPosition } from '../../content/contact-offices';
import { OfficePointer } from './office-pointer';
import styles from './office-map.module.css';

interface OfficeMapProps {
  readonly offices: readonly ContactOffice[];
  readonly positions: readonly MapPointerPosition[];
  readonly initialId: number;
  readonly mapAlt: string;
}

/** The map spans the offices section: the page's column on a wide screen (72rem at most), the whole width of a phone. */
const MAP_SIZES = '(min-width: 72rem) 72rem, 100vw';

/** The generated map with one pointer per office country; on phones the pointers become a list under the map. */
export function OfficeMap({ offices, positions, initialId, mapAlt }: OfficeMapProps) {
  const [openId, setOpenId] = useState<number | null>(initialId);
  const open = useCallback((id: number) => setOpenId(id), []);
  const close = useCallback((id: number) => setOpenId((current) => (current === id ? null : current)), []);

  return (
    <div className={styles.map}>
      <img className={styles.image} {...officeMapImage(MAP_SIZES)} alt={mapAlt} {...LAZY_IMAGE} />
      <ul className={styles.pointers}>
        {offices.map((office) => {
          const position = positions.find((candidate) => candidate.id === office.id);
          return position ? <OfficePointer key={office.id} office={office} position={position} open={openId === office.id} onOpen={open} onClose={close} /> : null;
        })}
      </ul>
    </div>
  );
}
