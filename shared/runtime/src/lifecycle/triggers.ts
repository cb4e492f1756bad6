/** How far from the viewport an island starts to come alive. */
const NEAR_MARGIN = '50% 0px 50% 0px';
/** The longest an idle island waits when the main thread never goes idle. */
const IDLE_TIMEOUT_MS = 4000;

/** Calls `run` once `element` comes within NEAR_MARGIN of the viewport; returns a cancel function. */
export function whenNear(element: Element, run: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    run();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Calls `run` when the main thread is next idle (at most IDLE_TIMEOUT_MS later); returns a cancel function. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Resolves in a task of its own: work that follows starts after the browser has had a turn (a tap answered, a
 * frame painted), so a start-up made of steps never holds the main thread as one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
