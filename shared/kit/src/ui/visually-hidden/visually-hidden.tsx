import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only (for example "(opens in a new tab)"). */
export function VisuallyHidden({ as: Tag = 'span', children }: { readonly as?: 'span' | 'h1'; readonly children: ReactNode }) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}
