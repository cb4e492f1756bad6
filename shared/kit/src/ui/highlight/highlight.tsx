import type { ReactNode } from 'react';
import styles from './highlight.module.css';

/** The colours a highlighted word may take on a dark hero or slide (each keeps 4.5:1 on its scrim). */
export type HighlightColor = 'accent' | 'sun' | 'mint' | 'lilac';

/**
 * The highlighted words of a heading on a dark background. The colour is a name that CSS maps to its token, so the
 * served heading already has its final colour: no style attribute (the CSP has no unsafe-inline) and nothing for a
 * script to change once the page is adopted.
 */
export function Highlight({ children, color = 'accent' }: { readonly children: ReactNode; readonly color?: HighlightColor }) {
  return (
    <span className={styles.highlight} data-color={color}>
      {children}
    </span>
  );
}
