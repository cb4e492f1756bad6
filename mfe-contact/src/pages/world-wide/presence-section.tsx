import { Section, SectionHeading } from '@bbg/kit';
import type { PresenceCopy, PresenceCountry, PresenceFlags } from '../../content/world-wide';
import { PresenceCard } from './presence-card';
import styles from './presence-section.module.css';
import { fill } from '@bbg/contract';

interface PresenceSectionProps {
  readonly copy: PresenceCopy;
  readonly countries: readonly PresenceCountry[];
  /** Each country's flag, by its id. */
  readonly flags: PresenceFlags;
}

const cardId = (country: PresenceCountry) => `presence-${country.id}`;

/** Where the group works: alternating image/text cards, each with an arrow centring the next one. */
export function PresenceSection({ copy, countries, flags }: PresenceSectionProps) {
  const titleId = `${copy.sectionId}-title`;
  return (
    <Section as="div" tone="lilac" id={copy.sectionId} className={styles.section}>
      <SectionHeading id={titleId} eyebrow={copy.eyebrow} title={copy.title} lead={copy.intro} align="center" />
      <ol className={styles.cards} aria-labelledby={titleId}>
        {countries.map((country, index) => {
          const following = countries[index + 1];
          return (
            <PresenceCard
              key={country.id}
              country={country}
              flag={flags[country.id]}
              cardId={cardId(country)}
              flipped={index % 2 === 1}
              next={following ? { id: cardId(following), label: fill(copy.nextLabel, { country: following.name }) } : undefined}
            />
          );
        })}
      </ol>
    </Section>
  );
}
