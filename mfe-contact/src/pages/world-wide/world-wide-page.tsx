import { useReportPageLoaded } from '@bbg/shared/platform';
import { presenceCountries, worldWideBanner } from '../../content/world-wide';
import styles from './world-wide-page.module.css';

export function Page() {
  useReportPageLoaded();
  return (
    <>
      <section className={styles.banner} aria-labelledby="world-title">
        <h1 id="world-title" className={styles.title}>
          {worldWideBanner.title}
        </h1>
        <p className={styles.subtitle}>{worldWideBanner.subtitle}</p>
        <dl className={styles.stats}>
          {worldWideBanner.stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.presence} aria-labelledby="presence-title">
        <h2 id="presence-title" className={styles.presenceTitle}>
          Presence
        </h2>
        <ul className={styles.grid}>
          {presenceCountries.map((country) => (
            <li key={country.name} className={styles.card}>
              <h3 className={styles.country}>{country.name}</h3>
              <p className={styles.summary}>{country.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
