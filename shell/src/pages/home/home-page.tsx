import { Link } from 'react-router-dom';
import { useReportPageLoaded } from '@bbg/shared/platform';
import styles from './home-page.module.css';

/** Interim home page (the full home page is its own issue); the shell owns it so it works with every remote down. */
export function HomePage() {
  useReportPageLoaded();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>Travel · Electronics · Fashion · Trading · IT · Logistics · GSA</p>
      <h1 id="home-title" className={styles.title}>
        BBG: one group, <span className={styles.highlight}>many journeys</span>
      </h1>
      <p className={styles.text}>Businesses across the Middle East, Africa and Asia since 2013.</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/about-us">
          Know More
        </Link>
        <Link className={styles.secondary} to="/contact-us">
          Connect with us
        </Link>
      </div>
    </section>
  );
}
