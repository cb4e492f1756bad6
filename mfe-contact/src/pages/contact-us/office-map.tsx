import { useCallback, useRef } from 'react';
import { LAZY_IMAGE } from '@bbg/kit';
import { disclosureProps, useLivePart, useServedOpen } from '@bbg/runtime';
import { officeMapImage } from '../../assets/office-map';
import type { ContactOffice, MapPointerPosition } from '../../content/contact-offices';
import { officeCardId, OfficePointer } from './office-pointer';
import styles from './office-map.module.css';

interface OfficeMapProps {
  readonly offices: readonly ContactOffice[];
  readonly positions: readonly MapPointerPosition[];
  readonly initialId: number;
  readonly mapAlt: string;
}

/** The map spans the offices section: the page's column on a wide screen (72rem at most), the whole width of a phone. */
const MAP_SIZES = '(min-width: 72rem) 72rem, 100vw';

/**
 * The generated map with one pointer per office country; on phones the pointers become a list under the map. Every
 * card is served, so a pointer pressed before adoption opens its card at once (the boot script), which adoption keeps.
 */
export function OfficeMap({ offices, positions, initialId, mapAlt }: OfficeMapProps) {
  const placed = offices.flatMap((office) => {
    const position = positions.find((candidate) => candidate.id === office.id);
    return position ? [{ office, position }] : [];
  });
  const [openId, setOpenId] = useServedOpen(
    placed.map(({ office }) => office.id),
    officeCardId,
    initialId,
  );
  const open = useCallback((id: number) => setOpenId(id), [setOpenId]);
  const close = useCallback((id: number) => setOpenId((current) => (current === id ? null : current)), [setOpenId]);
  const list = useRef<HTMLUListElement>(null);
  useLivePart(list);

  return (
    <div className={styles.map}>
      <img className={styles.image} {...officeMapImage(MAP_SIZES)} alt={mapAlt} {...LAZY_IMAGE} />
      <ul ref={list} className={styles.pointers} {...disclosureProps('opens')}>
        {placed.map(({ office, position }) => (
          <OfficePointer key={office.id} office={office} position={position} open={openId === office.id} onOpen={open} onClose={close} />
        ))}
      </ul>
    </div>
  );
}
