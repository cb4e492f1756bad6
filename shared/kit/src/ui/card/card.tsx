import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

/** white (the default surface), lilac (blueberry-50), ink (dark, white text), glass (a light veil on a dark section). */
export type CardTone = 'white' | 'lilac' | 'ink' | 'glass';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'> {
  /** 'li' inside a CardGrid list, 'article' for a story with its own heading, 'figure' for a captioned picture, 'div' otherwise. */
  readonly as?: 'li' | 'article' | 'figure' | 'div';
  readonly tone?: CardTone;
  /** Lifts under the pointer or focus: for cards that are links (see CardLink). */
  readonly lift?: boolean;
  /** Inner padding: 'none' when an image runs to the card's edges. */
  readonly padding?: 'none' | 'md' | 'lg';
  readonly className?: string;
  readonly children: ReactNode;
}

/** The raised surface every card on the site stands on: rounded, soft shadow, its own padding. */
export function Card({ as: Element = 'div', tone = 'white', lift = false, padding = 'md', className, children, ...rest }: CardProps) {
  return (
    <Element className={className ? `${styles.card} ${className}` : styles.card} data-tone={tone} data-lift={lift || undefined} data-padding={padding} {...rest}>
      {children}
    </Element>
  );
}
