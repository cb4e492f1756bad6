import { startTransition, useEffect, useRef, useState } from 'react';
import { BOOT_AT_ATTRIBUTE, VISITED_KEY } from '@bbg/contract';
import { useRuntimeConfig, useServedRender } from '@bbg/platform';
import { markPerformance, STARTUP_LOADER_MARK } from '../app/performance-marks';
import { useShellCopy } from '../content/shell-copy';
import styles from './startup-loader.module.css';

/**
 * When a pre-rendered page's loader came on screen: its first paint (Paint Timing), or, in a browser without it, when
 * the boot script ran in the head. Not the boot script's time alone: the parser reaches the loader later, and on a slow phone the
 * loader would be shown for that much less than its 3 s.
 */
export function servedLoaderShownAt(): number {
  const firstPaint = typeof performance.getEntriesByName === 'function' ? performance.getEntriesByName('first-contentful-paint')[0] : undefined;
  return firstPaint?.startTime ?? Number(document.documentElement.getAttribute(BOOT_AT_ATTRIBUTE) ?? performance.now());
}

/** Full-screen loader on the first visit of a session; none once the session flag (VISITED_KEY) is set. */
export function StartupLoader() {
  const { loaderDurationMs } = useRuntimeConfig();
  const words = useShellCopy().chrome.chrome;
  const [visible, setVisible] = useState(true);
  // Adopting a pre-rendered page, whose loader has been on screen since the first paint.
  const adopted = useRef(useServedRender());

  useEffect(() => {
    if (sessionStorage.getItem(VISITED_KEY)) {
      // A returning visitor never sees it: CSS hides it from the first paint (the boot script marks the document visited), and
      // sessionStorage cannot be read while rendering. It leaves the document in a transition, after the adoption
      // has committed: an update made as adoption commits would be rendered in the same task, with every effect.
      startTransition(() => setVisible(false));
      return undefined;
    }
    sessionStorage.setItem(VISITED_KEY, 'true');
    markPerformance(STARTUP_LOADER_MARK);
    // A pre-rendered page showed the loader from its first paint: that counts towards its time.
    const shownFor = adopted.current ? performance.now() - servedLoaderShownAt() : 0;
    const timer = window.setTimeout(() => setVisible(false), Math.max(0, loaderDurationMs - shownFor));
    return () => window.clearTimeout(timer);
  }, [loaderDurationMs]);

  if (!visible) return null;
  return (
    <div className={styles.loader} role="status" aria-label={words.loadingSite} data-testid="startup-loader">
      <span className={styles.mark} aria-hidden="true">
        BBG
      </span>
    </div>
  );
}
