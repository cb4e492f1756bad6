import { Banner } from '@bbg/shared/ui/banner/banner';
import { innovationIntro, innovationPoints } from '../../content/our-innovation';
import styles from './our-innovation-page.module.css';

/** /our-innovation (hero 12): the openness theme and its four points. */
export function Page() {
  return (
    <>
      <Banner id={12} />
      <section id="openness" className={styles.points} aria-labelledby="points-title">
        <p className={styles.eyebrow}>{innovationIntro.eyebrow}</p>
        <h2 id="points-title" className={styles.pointsTitle}>
          {innovationIntro.title} <span className={styles.highlight}>{innovationIntro.highlight}</span>
        </h2>
        <p className={styles.description}>{innovationIntro.description}</p>
        <ol className={styles.grid}>
          {innovationPoints.map((point, index) => (
            <li key={point.title} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.cardTitle}>{point.title}</h3>
              <p className={styles.cardText}>{point.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
