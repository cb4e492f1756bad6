import { NumberedCards, Section, SectionHeading } from '@bbg/kit';
import type { DivisionService } from '../../content/division-pages';
import styles from './service-list.module.css';

interface ServiceListProps {
  readonly label: string;
  readonly services: readonly DivisionService[];
}

/** The division's services, under its detail text: numbered cards in one to three columns. */
export function ServiceList({ label, services }: ServiceListProps) {
  return (
    <Section labelledBy="services-title" className={styles.section}>
      <SectionHeading id="services-title" title={label} level={2} />
      <NumberedCards items={services} columns={3} tone="lilac" bar />
    </Section>
  );
}
