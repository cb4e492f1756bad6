import { useState, type ReactNode } from 'react';
import { usePageLoaded, useServedRender } from '@bbg/platform';
import styles from './after-hero.module.css';

interface AfterHeroProps {
  readonly children: ReactNode;
}

/**
 * The sections that follow a page's hero. Rendered in the browser, they mount once the page has loaded (its hero
 * reports it, docs/behaviour.md#page-reveal: the other sections show only then). Rendered ahead of time, they are written into the HTML (for
 * readers without scripts and for search), held back by CSS until the hero has settled, and kept as they are while
 * the browser adopts the page and after: the reveal changes one attribute.
 */
export function AfterHero({ children }: AfterHeroProps) {
  const revealed = usePageLoaded().loaded;
  const [served] = useState(useServedRender());
  if (!revealed && !served) return null;
  return (
    <div className={styles.after} data-revealed={revealed}>
      {children}
    </div>
  );
}
