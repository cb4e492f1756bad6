import type { PresenceCopy, PresenceCountry } from '../../content/world-wide';
import styles from './presence-section.module.css';

interface PresenceSectionProps {
  readonly copy: PresenceCopy;
  readonly countries: readonly PresenceCountry[];
}

/** Where the group works: one card per country, with its region and a sentence. */
export function PresenceSection({ copy, countries }: PresenceSectionProps) {
  const titleId = `${copy.sectionId}-title`;
  return (
    <section id={copy.sectionId} className={styles.section} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.intro}>{copy.intro}</p>
        <ul className={styles.grid}>
          {countries.map((country) => (
            <li key={country.id} className={styles.card}>
              <p className={styles.region}>{country.region}</p>
              <h3 className={styles.country}>{country.name}</h3>
              <p className={styles.summary}>{country.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
