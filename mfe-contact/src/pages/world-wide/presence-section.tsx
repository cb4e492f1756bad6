import type { PresenceCopy, PresenceCountry } from '../../content/world-wide';
import { PresenceCard } from './presence-card';
import styles from './presence-section.module.css';

interface PresenceSectionProps {
  readonly copy: PresenceCopy;
  readonly countries: readonly PresenceCountry[];
}

const cardId = (country: PresenceCountry) => `presence-${country.id}`;

/** Where the group works: alternating image/text cards, each with an arrow centring the next one. */
export function PresenceSection({ copy, countries }: PresenceSectionProps) {
  const titleId = `${copy.sectionId}-title`;
  return (
    <div id={copy.sectionId} className={styles.section}>
      <div className={styles.heading}>
        <p className={styles.eyebrow}>{copy.eyebrow}</p>
        <h2 id={titleId} className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.intro}>{copy.intro}</p>
      </div>
      <ol className={styles.cards} aria-labelledby={titleId}>
        {countries.map((country, index) => {
          const following = countries[index + 1];
          return (
            <PresenceCard
              key={country.id}
              country={country}
              cardId={cardId(country)}
              flipped={index % 2 === 1}
              next={following ? { id: cardId(following), label: copy.nextLabel.replace('{country}', following.name) } : undefined}
            />
          );
        })}
      </ol>
    </div>
  );
}
