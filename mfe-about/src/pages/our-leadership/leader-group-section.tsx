import { monogram } from '@bbg/shared/ui/wordmark/wordmark';
import { SectionHeading } from '@bbg/shared/ui/section-heading/section-heading';
import type { LeadershipGroup } from '../../content/leadership';
import styles from './leader-group-section.module.css';

/** One group of leaders as cards: a monogram portrait (no photos), name, role, a line about them. */
export function LeaderGroupSection({ group, tone }: { readonly group: LeadershipGroup; readonly tone: 'tinted' | 'plain' }) {
  const titleId = `${group.id}-title`;
  return (
    <section id={group.id} className={styles.section} data-tone={tone} aria-labelledby={titleId}>
      <SectionHeading id={titleId} eyebrow={group.eyebrow} title={group.title} lead={group.intro} />
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
