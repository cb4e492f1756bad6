import type { ReactNode } from 'react';
import styles from './full-section.module.css';

export type SectionTone = 'lilac' | 'white' | 'grey' | 'dark';

/** The inside of one full-height scroll section: its background, and content centred in the page width. */
export function FullSection({ tone, children }: { readonly tone: SectionTone; readonly children: ReactNode }) {
  return (
    <div className={styles.section} data-tone={tone}>
      <div className={styles.inner}>{children}</div>
    </div>
  );
}
