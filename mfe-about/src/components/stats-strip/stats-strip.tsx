import type { Stat } from '../../content/bbg-overview';
import styles from './stats-strip.module.css';

interface StatsStripProps {
  /** Absent when the section around the strip already names it. */
  readonly heading?: string;
  readonly stats: readonly Stat[];
  /** 'dark' on the blueberry band, 'light' inside a light section. */
  readonly tone?: 'dark' | 'light';
}

/** A row of headline figures: value large, label below. */
export function StatsStrip({ heading, stats, tone = 'dark' }: StatsStripProps) {
  return (
    <div className={styles.strip} data-tone={tone}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <dl className={styles.list}>
        {stats.map((stat) => (
          <div key={stat.id} className={styles.item}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
