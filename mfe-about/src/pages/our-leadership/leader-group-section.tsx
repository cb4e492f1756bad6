import { monogram } from '@bbg/shared/ui/wordmark/wordmark';
import type { LeadershipGroup } from '../../content/leadership';
import styles from './leader-group-section.module.css';

/** One group of leaders as cards: a monogram portrait (no photos), name, role, a line about them. */
export function LeaderGroupSection({ group, tone }: { readonly group: LeadershipGroup; readonly tone: 'tinted' | 'plain' }) {
  const titleId = `${group.id}-title`;
  return (
    <section id={group.id} className={styles.section} data-tone={tone} aria-labelledby={titleId}>
      <p className={styles.eyebrow}>{group.eyebrow}</p>
      <h2 id={titleId} className={styles.title}>
        {group.title}
      </h2>
      <p className={styles.intro}>{group.intro}</p>
      <ul className={styles.grid}>
        {group.members.map((member) => (
          <li key={member.id} className={styles.card}>
            <span className={styles.portrait} aria-hidden="true">
              {monogram(member.name)}
            </span>
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
            <p className={styles.bio}>{member.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
