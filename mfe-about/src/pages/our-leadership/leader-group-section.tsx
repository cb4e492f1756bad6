import { monogram, Card, CardGrid, Section, SectionHeading } from '@bbg/kit';
import type { Leader, LeadershipGroup } from '../../content/leadership';
import styles from './leader-group-section.module.css';

interface LeaderGroupSectionProps {
  readonly group: LeadershipGroup;
  /** The group's members as their cards show them: each one's name with what is said of them. */
  readonly members: readonly Leader[];
  readonly tone: 'tinted' | 'plain';
}

/** One group of leaders as cards: a monogram portrait (no photos), name, role, a line about them. */
export function LeaderGroupSection({ group, members, tone }: LeaderGroupSectionProps) {
  const titleId = `${group.id}-title`;
  return (
    <Section id={group.id} tone={tone === 'tinted' ? 'lilac' : 'white'} className={styles.section} labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={group.eyebrow} title={group.title} lead={group.intro} />
      <CardGrid columns={tone === 'tinted' ? 4 : 3}>
        {members.map((member) => (
          <Card as="li" key={member.id} padding="lg" className={styles.card}>
            <span className={styles.portrait} aria-hidden="true">
              {monogram(member.name)}
            </span>
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
            <p>{member.bio}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
