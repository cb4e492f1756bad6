import styles from './section-heading.module.css';

interface SectionHeadingProps {
  readonly eyebrow: string;
  readonly title: string;
  readonly text?: string;
  /** 'light' on dark sections. */
  readonly tone?: 'ink' | 'light';
  readonly id?: string;
}

/** The eyebrow, h2 and optional lead of a home section. */
export function SectionHeading({ eyebrow, title, text, tone = 'ink', id }: SectionHeadingProps) {
  return (
    <header className={styles.heading} data-tone={tone}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </header>
  );
}
