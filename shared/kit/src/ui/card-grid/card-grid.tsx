import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

interface CardGridProps {
  /** 'ul' when the cards are a list (children are <li>), 'ol' when their order matters (steps), 'div' otherwise. */
  readonly as?: 'ul' | 'ol' | 'div';
  /** Columns on wide screens; fewer as the screen narrows (one on phones, two on tablets). */
  readonly columns?: 2 | 3 | 4 | 5;
  /** Small cards: two to a row on phones and three on tablets, with a closer gap. */
  readonly dense?: boolean;
  readonly label?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A responsive grid of cards. */
export function CardGrid({ as: Element = 'ul', columns = 3, dense = false, label, className, children }: CardGridProps) {
  return (
    <Element className={className ? `${styles.grid} ${className}` : styles.grid} data-columns={columns} data-dense={dense || undefined} aria-label={label}>
      {children}
    </Element>
  );
}
