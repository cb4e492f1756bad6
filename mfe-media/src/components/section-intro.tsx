import styles from './section-intro.module.css';

interface SectionIntroProps {
  readonly eyebrow?: string;
  readonly title: string;
  readonly text: string;
  /** Light text for dark sections. */
  readonly tone?: 'light' | 'dark';
  readonly align?: 'start' | 'center';
}

/** The opening of a section: a small eyebrow, its h2 and one paragraph. */
export function SectionIntro({ eyebrow, title, text, tone = 'dark', align = 'start' }: SectionIntroProps) {
  return (
    <header className={styles.intro} data-tone={tone} data-align={align}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
    </header>
  );
}
