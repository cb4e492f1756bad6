import type { ContactOffice, MapPointerPosition } from '../../content/contact-offices';
import type { OfficesCopy } from '../../content/contact-page';
import { OfficeMap } from './office-map';
import styles from './offices-section.module.css';

interface OfficesSectionProps {
  readonly copy: OfficesCopy;
  readonly offices: readonly ContactOffice[];
  readonly positions: readonly MapPointerPosition[];
  readonly initialId: number;
}

/** Where the group's offices are: the map with a pointer per country. */
export function OfficesSection({ copy, offices, positions, initialId }: OfficesSectionProps) {
  const titleId = `${copy.sectionId}-title`;
  return (
    <section id={copy.sectionId} className={styles.section} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <p className={styles.eyebrow}>{copy.eyebrow}</p>
        <h2 id={titleId} className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.intro}>{copy.intro}</p>
      </div>
      <OfficeMap offices={offices} positions={positions} initialId={initialId} mapAlt={copy.mapAlt} />
    </section>
  );
}
