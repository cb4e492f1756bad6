import { useLayoutEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@bbg/shared/platform';
import { useHydrated } from '@bbg/shared/hooks/use-hydrated';
import styles from './startup-loader.module.css';

export const VISITED_KEY = 'visited';

/** Full-screen loader on the first visit of a session; none once the session flag 'visited' is set. */
export function StartupLoader() {
  const { loaderDurationMs } = useRuntimeConfig();
  const [visible, setVisible] = useState(true);
  // Adopting a pre-rendered page, whose loader has been on screen since the first paint.
  const adopted = useRef(!useHydrated());

  useLayoutEffect(() => {
    if (sessionStorage.getItem(VISITED_KEY)) {
      // Before paint, so a returning visitor never sees the loader flash; sessionStorage cannot be read while rendering.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setVisible(false);
      return undefined;
    }
    sessionStorage.setItem(VISITED_KEY, 'true');
    // A pre-rendered page showed the loader from its first paint (boot.js noted when): that counts towards its time.
    const shownFor = adopted.current ? performance.now() - Number(document.documentElement.dataset.bootAt ?? performance.now()) : 0;
    const timer = window.setTimeout(() => setVisible(false), Math.max(0, loaderDurationMs - shownFor));
    return () => window.clearTimeout(timer);
  }, [loaderDurationMs]);

  if (!visible) return null;
  return (
    <div className={styles.loader} role="status" aria-label="Loading BBG" data-testid="startup-loader">
      <span className={styles.mark} aria-hidden="true">
        BBG
      </span>
    </div>
  );
}
