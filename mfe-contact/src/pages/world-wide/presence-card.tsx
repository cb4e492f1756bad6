import { ArrowDown } from 'lucide-react';
import { Card, CardArt, LAZY_IMAGE, SectionLink, Eyebrow } from '@bbg/kit';
import type { PresenceCountry } from '../../content/world-wide';
import styles from './presence-card.module.css';

interface PresenceCardProps {
  readonly country: PresenceCountry;
  /** URL of the country's flag. */
  readonly flag: string | undefined;
  readonly cardId: string;
  /** The image sits on the right of every other card. */
  readonly flipped: boolean;
  /** The next card's element id and the arrow's accessible name; absent on the last card. */
  readonly next?: { readonly id: string; readonly label: string };
}

/** One country: its scene on one side, flag, name and sentence on the other, and an arrow to the next card. */
export function PresenceCard({ country, flag, cardId, flipped, next }: PresenceCardProps) {
  return (
    <Card as="li" id={cardId} padding="none" className={styles.card} data-flipped={flipped}>
      <CardArt topic={country.art} className={styles.art} />
      <div className={styles.text}>
        <Eyebrow tone="accent" size="sm">{country.region}</Eyebrow>
        <h3 className={styles.name}>
          {flag ? <img className={styles.flag} src={flag} width={36} height={27} alt="" {...LAZY_IMAGE} /> : null}
          {country.name}
        </h3>
        <p className={styles.summary}>{country.summary}</p>
        {next ? (
          <SectionLink variant="outline" icon className={styles.next} aria-label={next.label} targetId={next.id} block="center">
            <ArrowDown aria-hidden="true" size={22} />
          </SectionLink>
        ) : null}
      </div>
    </Card>
  );
}
