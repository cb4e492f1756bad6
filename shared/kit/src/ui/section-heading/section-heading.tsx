import { Eyebrow } from '../eyebrow/eyebrow';
import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  /** Id of the heading, for its section's aria-labelledby. */
  readonly id?: string;
  readonly title: string;
  /** Words after the title, set in the accent colour. */
  readonly highlight?: string;
  /** The small capitals line above the title. */
  readonly eyebrow?: string;
  /** One paragraph under the title. */
  readonly lead?: string;
  /** 'light' on dark backgrounds. */
  readonly tone?: 'ink' | 'light';
  readonly align?: 'start' | 'center';
  readonly level?: 2 | 3;
  readonly className?: string;
}

/** The heading block of every section: eyebrow, title (with an optional highlight) and lead. */
export function SectionHeading({ id, title, highlight, eyebrow, lead, tone = 'ink', align = 'start', level = 2, className }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={className ? `${styles.heading} ${className}` : styles.heading} data-tone={tone} data-align={align}>
      {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
      <Heading id={id} className={styles.title} data-level={level}>
        {title}
        {highlight ? (
          <>
            {' '}
            <span className={styles.highlight}>{highlight}</span>
          </>
        ) : null}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
