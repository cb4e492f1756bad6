import styles from './section-heading.module.css';

interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  readonly id: string;
  readonly title: string;
  /** Words after the title, set in the accent colour. */
  readonly highlight?: string;
  /** The small capitals line above the title. */
  readonly eyebrow?: string;
  /** One paragraph under the title. */
  readonly intro?: string;
  /** 'light' on dark backgrounds. */
  readonly tone?: 'ink' | 'light';
  readonly align?: 'start' | 'center';
}

/** The one heading block of this remote's sections: eyebrow, h2 (with an optional highlight) and intro. */
export function SectionHeading({ id, title, highlight, eyebrow, intro, tone = 'ink', align = 'start' }: SectionHeadingProps) {
  return (
    <div className={styles.heading} data-tone={tone} data-align={align}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
        {highlight ? (
          <>
            {' '}
            <span className={styles.highlight}>{highlight}</span>
          </>
        ) : null}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
