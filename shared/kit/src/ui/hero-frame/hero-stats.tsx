import type { Stat } from '../stat-list/stat-list';
import styles from './hero-stats.module.css';

/**
 * A hero's headline figures under its lead, each value then its label ("10+ Years"), on an accent rule. A value is
 * isolated (<bdi>), so "10+" keeps its sign after it on a right-to-left page.
 */
export function HeroStats({ stats }: { readonly stats: readonly Stat[] }) {
  return (
    <ul className={styles.stats}>
      {stats.map((stat) => (
        <li key={stat.id} className={styles.stat}>
          <bdi className={styles.value}>{stat.value}</bdi> <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
