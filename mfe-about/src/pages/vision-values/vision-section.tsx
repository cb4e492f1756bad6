import { Fragment } from 'react';
import type { VisionCard } from '../../content/vision-values';
import styles from './vision-section.module.css';

/** The vision card: the equation drawn as three tiles, the sentence as the heading. */
export function VisionSection({ card }: { readonly card: VisionCard }) {
  const titleId = `${card.sectionId}-title`;
  return (
    <section id={card.sectionId} className={styles.section} aria-labelledby={titleId}>
      <div className={styles.card}>
        <p className={styles.eyebrow}>{card.eyebrow}</p>
        <h2 id={titleId} className={styles.title}>
          {card.title}
        </h2>
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
      </div>
    </section>
  );
}
