import type { InnovationPoint, InnovationTheme } from '../../content/our-innovation';
import styles from './openness-section.module.css';

interface OpennessSectionProps {
  readonly theme: InnovationTheme;
  readonly points: readonly InnovationPoint[];
}

/** The openness theme and its points, numbered, in a grid of one, two or four columns. */
export function OpennessSection({ theme, points }: OpennessSectionProps) {
  const titleId = `${theme.sectionId}-title`;
  return (
    <section id={theme.sectionId} className={styles.section} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{theme.eyebrow}</p>
        <h2 id={titleId} className={styles.title}>
          {theme.title} <span className={styles.highlight}>{theme.highlight}</span>
        </h2>
        <p className={styles.description}>{theme.description}</p>
        <ol className={styles.grid}>
          {points.map((point, index) => (
            <li key={point.id} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.cardTitle}>{point.title}</h3>
              <p className={styles.cardText}>{point.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
