import { useEffect } from 'react';

/**
 * Calls `measure` once at start and then at most once per animation frame while the window scrolls or
 * resizes. `measure` should be stable (useCallback) or the listeners are re-attached on each render.
 */
export function useScrollFrame(measure: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const run = (): void => {
      frame = 0;
      measure();
    };
    const schedule = (): void => {
      if (!frame) frame = window.requestAnimationFrame(run);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [measure, enabled]);
}
