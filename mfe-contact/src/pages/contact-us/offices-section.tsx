import { Section, SectionHeading } from '@bbg/kit';
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
    <Section id={copy.sectionId} className={styles.section} labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={copy.eyebrow} title={copy.title} lead={copy.intro} />
      <OfficeMap offices={offices} positions={positions} initialId={initialId} mapAlt={copy.mapAlt} />
    </Section>
  );
}
