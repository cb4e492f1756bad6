import styles from './stat-list.module.css';

export interface Stat {
  readonly id: string;
  readonly value: string;
  readonly label: string;
}

interface StatListProps {
  readonly stats: readonly Stat[];
  /** 'dark': light figures on a dark band; 'light': cards on a light section. */
  readonly tone?: 'dark' | 'light';
  /** Columns on wide screens (two on phones). */
  readonly columns?: 2 | 3 | 4;
  readonly className?: string;
}

/** Headline figures: each value large, its label with it (a description list, label first for readers). */
export function StatList({ stats, tone = 'dark', columns = 4, className }: StatListProps) {
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list} data-tone={tone} data-columns={columns}>
      {stats.map((stat) => (
        <div key={stat.id} className={styles.item}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>
            <bdi>{stat.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
