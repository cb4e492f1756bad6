import type { DivisionService } from '../../content/division-pages';
import styles from './service-list.module.css';

interface ServiceListProps {
  readonly label: string;
  readonly services: readonly DivisionService[];
}

/** The division's services, under its detail text: numbered cards in one to three columns. */
export function ServiceList({ label, services }: ServiceListProps) {
  return (
    <section className={styles.section} aria-labelledby="services-title">
      <h2 id="services-title" className={styles.title}>
        {label}
      </h2>
      <ol className={styles.grid}>
        {services.map((service, index) => (
          <li key={service.id} className={styles.card}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.cardTitle}>{service.title}</h3>
            <p className={styles.cardText}>{service.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
