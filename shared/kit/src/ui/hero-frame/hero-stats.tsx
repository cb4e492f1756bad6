import type { Stat } from '../stat-list/stat-list';
import styles from './hero-stats.module.css';

/** A hero's headline figures under its lead, each value then its label ("10+ Years"), on an accent rule. */
export function HeroStats({ stats }: { readonly stats: readonly Stat[] }) {
  return (
    <ul className={styles.stats}>
      {stats.map((stat) => (
        <li key={stat.id} className={styles.stat}>
          <span className={styles.value}>{stat.value}</span> <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
