import { scrollToId } from '@bbg/shared/ui/scroll-sections/scroll-to';
import type { WorldWideBannerCopy } from '../../content/world-wide';
import styles from './world-wide-banner.module.css';

interface WorldWideBannerProps {
  readonly copy: WorldWideBannerCopy;
  /** Id of the section the down arrow scrolls to. */
  readonly nextSectionId: string;
}

/** The full-height opening banner: title, subtitle, the three figures and a down arrow. */
export function WorldWideBanner({ copy, nextSectionId }: WorldWideBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="world-wide-title">
      <div className={styles.inner}>
        <h1 id="world-wide-title" className={styles.title}>
          {copy.title}
        </h1>
        <p className={styles.subtitle}>{copy.subtitle}</p>
        <ul className={styles.stats}>
          {copy.stats.map((stat) => (
            <li key={stat.id} className={styles.stat}>
              <span className={styles.value}>{stat.value}</span> <span className={styles.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className={styles.next} aria-label={copy.nextLabel} onClick={() => scrollToId(nextSectionId)}>
        <svg className={styles.arrow} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 4v15m0 0-6-6m6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </section>
  );
}
