import type { ReactNode } from 'react';
import { Link } from '@bbg/shared/platform';
import styles from './hero-action.module.css';

interface HeroActionProps {
  /** light: white on the picture; outline: a white ring. */
  readonly look?: 'light' | 'outline';
  /** An internal link; without it, a button. */
  readonly to?: string;
  readonly onClick?: () => void;
  readonly children: ReactNode;
}

/** A hero's pill button or link, white over the dark picture. */
export function HeroAction({ look = 'light', to, onClick, children }: HeroActionProps) {
  if (to) {
    return (
      <Link className={styles.action} data-look={look} to={to}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.action} data-look={look} onClick={onClick}>
      {children}
    </button>
  );
}
