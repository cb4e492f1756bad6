import { ShareButton } from '@bbg/shared/ui/share-button/share-button';
import { AMBITION_NOT_FOUND, findAmbition, type AmbitionPoint } from '../../content/ambitions';
import styles from './ambition-sections.module.css';

function PointGrid({ points, variant }: { readonly points: readonly AmbitionPoint[]; readonly variant: 'objectives' | 'values' }) {
  return (
    <ol className={styles[variant]}>
      {points.map((point, index) => (
        <li key={point.title} className={styles.card}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.cardTitle}>{point.title}</h3>
          <p className={styles.cardText}>{point.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** The ambition of the given id (spec "Ambition data"): its objectives, then its values and Share. */
export function AmbitionSections({ id }: { readonly id: number }) {
  const ambition = findAmbition(id);
  if (!ambition) {
    return (
      <p className={styles.missing} role="alert">
        {AMBITION_NOT_FOUND}
      </p>
    );
  }
  return (
    <>
      {/* Banner 11's Explore button scrolls here. */}
      <section id="objectives" className={styles.section} aria-labelledby="objectives-title">
        <h2 id="objectives-title" className={styles.title}>
          {ambition.title}
        </h2>
        <PointGrid points={ambition.objectives} variant="objectives" />
      </section>
      <section className={styles.valuesSection} aria-labelledby="ambition-values-title">
        <h2 id="ambition-values-title" className={styles.title}>
          {ambition.title2}
        </h2>
        {ambition.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        <PointGrid points={ambition.objectives2} variant="values" />
        {ambition.paragraphs2.map((paragraph) => (
          <p key={paragraph} className={styles.closing}>
            {paragraph}
          </p>
        ))}
        <div className={styles.buttons}>
          {ambition.buttons.map((button) => (button.icon === 'share' ? <ShareButton key={button.label} instagram="profile" /> : null))}
        </div>
      </section>
    </>
  );
}
