import { useReportPageLoaded } from '@bbg/shared/platform';
import { innovationIntro, innovationPoints } from '../../content/our-innovation';
import styles from './our-innovation-page.module.css';

export function Page() {
  useReportPageLoaded();
  return (
    <>
      <section className={styles.hero} aria-labelledby="innovation-title">
        <p className={styles.eyebrow}>{innovationIntro.eyebrow}</p>
        <h1 id="innovation-title" className={styles.title}>
          {innovationIntro.title} <span className={styles.highlight}>{innovationIntro.highlight}</span>
        </h1>
        <p className={styles.description}>{innovationIntro.description}</p>
      </section>
      <section className={styles.points} aria-labelledby="points-title">
        <h2 id="points-title" className={styles.pointsTitle}>
          Four ways we stay open
        </h2>
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
