import { useState, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import styles from './after-hero.module.css';

interface AfterHeroProps {
  /** True once the page's hero has loaded (spec: the other sections show only then). */
  readonly revealed: boolean;
  readonly children: ReactNode;
}

/**
 * The sections that follow a page's hero. Rendered in the browser, they mount once the hero has loaded. Rendered
 * ahead of time, they are written into the HTML (for readers without scripts and for search), held back by CSS
 * while scripts run, and kept by the browser as it adopts the page, so nothing is drawn twice.
 */
export function AfterHero({ revealed, children }: AfterHeroProps) {
  const [served] = useState(!useHydrated());
  if (!revealed && !served) return null;
  return (
    <div className={styles.after} data-revealed={revealed}>
      {children}
    </div>
  );
}
