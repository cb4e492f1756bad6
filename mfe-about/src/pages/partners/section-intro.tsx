import type { SectionIntro as SectionIntroCopy } from '../../content/partners';
import styles from './section-intro.module.css';

interface SectionIntroProps {
  readonly id: string;
  readonly copy: SectionIntroCopy;
  readonly tone?: 'light' | 'dark';
}

/** Eyebrow, h2 with its highlighted words, and a lead paragraph: the opening of each section after the hero. */
export function SectionIntro({ id, copy, tone = 'light' }: SectionIntroProps) {
  return (
    <header className={styles.intro} data-tone={tone}>
      <p className={styles.eyebrow}>{copy.eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {copy.title} <span className={styles.highlight}>{copy.highlight}</span>
      </h2>
      <p className={styles.description}>{copy.description}</p>
    </header>
  );
}
