import { Fragment } from 'react';
import { Card, Section, SectionHeading } from '@bbg/kit';
import type { VisionCard } from '../../content/vision-values';
import styles from './vision-section.module.css';

/** The vision card: the equation drawn as three tiles, the sentence as the heading. */
export function VisionSection({ card }: { readonly card: VisionCard }) {
  const titleId = `${card.sectionId}-title`;
  return (
    <Section id={card.sectionId} tone="lilac" className={styles.section} labelledBy={titleId}>
      <Card padding="lg" className={styles.card}>
        <SectionHeading id={titleId} eyebrow={card.eyebrow} title={card.title} align="center" />
        <div className={styles.equation} aria-hidden="true">
          {card.terms.map((term, index) => (
            <Fragment key={term}>
              {index > 0 ? <span className={styles.operator}>+</span> : null}
              <span className={styles.term}>{term}</span>
            </Fragment>
          ))}
          <span className={styles.operator}>=</span>
          <span className={styles.result}>{card.result}</span>
        </div>
        <p className={styles.text}>{card.text}</p>
      </Card>
    </Section>
  );
}
