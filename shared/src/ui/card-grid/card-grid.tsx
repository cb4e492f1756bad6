import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

interface CardGridProps {
  /** 'ul' when the cards are a list (children are <li>), 'ol' when their order matters (steps), 'div' otherwise. */
  readonly as?: 'ul' | 'ol' | 'div';
  /** Columns on wide screens; fewer as the screen narrows (one on phones, two on tablets). */
  readonly columns?: 2 | 3 | 4;
  readonly label?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A responsive grid of cards. */
export function CardGrid({ as: Element = 'ul', columns = 3, label, className, children }: CardGridProps) {
  return (
    <Element className={className ? `${styles.grid} ${className}` : styles.grid} data-columns={columns} aria-label={label}>
      {children}
    </Element>
  );
}
