import { CardGrid } from '@bbg/shared/ui/card-grid/card-grid';
import { Section } from '@bbg/shared/ui/section/section';
import { SectionHeading } from '@bbg/shared/ui/section-heading/section-heading';
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
      <CardGrid columns={3}>
        {services.map((service, index) => (
          <li key={service.id} className={styles.card}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.cardTitle}>{service.title}</h3>
            <p className={styles.cardText}>{service.text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
