import type { ReactNode } from 'react';
import styles from './eyebrow.module.css';

/** ink (blueberry, on light), light (lilac, on dark), accent (on light), pink (the accent on dark), muted (grey). */
type EyebrowTone = 'ink' | 'light' | 'accent' | 'pink' | 'muted';

interface EyebrowProps {
  /** 'p' over a title; a heading where the label names a group of its own (a footer column, a list of links). */
  readonly as?: 'p' | 'span' | 'h2' | 'h3' | 'h4';
  readonly tone?: EyebrowTone;
  /** 'sm' on small cards. */
  readonly size?: 'sm' | 'md';
  readonly className?: string;
  readonly children: ReactNode;
}

/** The small capitals over a title or a group: a section's kicker, a card's category, a hero's label. */
export function Eyebrow({ as: Tag = 'p', tone = 'ink', size = 'md', className, children }: EyebrowProps) {
  return (
    <Tag className={className ? `${styles.eyebrow} ${className}` : styles.eyebrow} data-tone={tone} data-size={size}>
      {children}
    </Tag>
  );
}
