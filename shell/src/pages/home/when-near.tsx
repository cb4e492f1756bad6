import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useVisitorEngaged } from './use-visitor-engaged';
import styles from './when-near.module.css';

/** How far below (and above) the viewport a section starts loading. */
const NEAR_MARGIN = '50% 0px 50% 0px';

/**
 * Renders its (lazily loaded) children once the visitor has engaged with the page and the placeholder comes
 * within half a viewport of the screen, so a below-the-fold section's code loads only when the visitor heads for it.
 */
export function WhenNear({ children }: { readonly children: ReactNode }) {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  const engaged = useVisitorEngaged();

  useEffect(() => {
    const element = placeholder.current;
    if (near || !engaged || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, engaged]);

  const fallback = <div ref={placeholder} className={styles.placeholder} aria-busy="true" />;
  return near ? <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>{children}</Suspense> : fallback;
}
