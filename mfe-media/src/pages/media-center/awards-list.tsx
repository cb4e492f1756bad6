import { Trophy } from 'lucide-react';
import { Card, CardGrid } from '@bbg/kit';
import type { Award } from '../../content/media-center';
import styles from './awards-list.module.css';

/** The group's awards, each with its year, title, category and a line of detail. */
export function AwardsList({ awards }: { readonly awards: readonly Award[] }) {
  return (
    <CardGrid>
      {awards.map((award) => (
        <Card as="li" key={award.id} tone="glass" padding="lg">
          <span className={styles.icon} aria-hidden="true">
            <Trophy size={26} />
          </span>
          <p className={styles.year}>
            <bdi>{award.year}</bdi>
          </p>
          <h3 className={styles.title}>{award.title}</h3>
          <p className={styles.body}>{award.body}</p>
          <p className={styles.detail}>{award.detail}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
