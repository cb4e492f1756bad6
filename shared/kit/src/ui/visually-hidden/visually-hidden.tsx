import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

interface VisuallyHiddenProps {
  readonly as?: 'span' | 'h1';
  /** `status`: a live region, read out as its words change (keep it in the document, empty, before they come). */
  readonly role?: 'status';
  readonly children?: ReactNode;
}

/** Text for screen readers only (for example "(opens in a new tab)"). */
export function VisuallyHidden({ as: Tag = 'span', role, children }: VisuallyHiddenProps) {
  return (
    <Tag className={styles.hidden} role={role}>
      {children}
    </Tag>
  );
}
