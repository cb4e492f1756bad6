import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@bbg/shared/hooks/use-hydrated';
import { useVisitorEngaged } from './use-visitor-engaged';
import styles from './when-near.module.css';

/** How far below (and above) the viewport a section starts loading. */
const NEAR_MARGIN = '50% 0px 50% 0px';

interface WhenNearProps {
  readonly children: ReactNode;
  /** Loads the section's code, so served HTML is replaced only once its live version can render at once. */
  readonly preload: () => Promise<unknown>;
}

/**
 * Renders its (lazily loaded) children once the visitor has engaged with the page and the section comes within
 * half a viewport of the screen, so a below-the-fold section's code loads only when the visitor heads for it.
 * Pre-rendered, the section is written in full; the browser keeps that HTML as it is (an island React does not
 * touch) until the visitor nears it, then swaps in the live section, whose code has loaded by then.
 */
export function WhenNear({ children, preload }: WhenNearProps) {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const [served] = useState(!useHydrated());
  const box = useRef<HTMLDivElement>(null);
  const engaged = useVisitorEngaged();

  useEffect(() => {
    const element = served ? box.current?.firstElementChild : box.current;
    if (near || !engaged || !element) return undefined;
    let active = true;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void preload().then(() => active && setNear(true), () => active && setNear(true));
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [near, engaged, served, preload]);

  if (near) {
    return (
      <div className={styles.contents}>
        <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>{children}</Suspense>
      </div>
    );
  }
  // An empty island: React leaves the served HTML inside it untouched while it hydrates.
  if (served) return <div ref={box} className={styles.contents} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <div ref={box} className={styles.placeholder} aria-busy="true" />;
}
