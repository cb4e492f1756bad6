import type { Metric } from 'web-vitals';

/** The body of one beacon, as the server's POST /vitals reads it. */
export interface VitalsBeacon {
  /** The path of the page load the metrics describe (where the visitor landed). */
  readonly route: string;
  /** Remote id to the version the page ran. */
  readonly versions: Readonly<Record<string, string>>;
  readonly metrics: readonly Pick<Metric, 'name' | 'value' | 'id' | 'rating'>[];
}

interface VitalsOptions {
  /** config.json's vitalsUrl; '' means nothing is loaded or sent. */
  readonly vitalsUrl: string;
  readonly route: string;
  /** Read when a beacon leaves, so remotes loaded after the first page count too. */
  readonly versions: () => Readonly<Record<string, string>>;
}

/** The page load the metrics belong to, even if the visitor has moved on inside the app since. */
export function landingRoute(): string {
  const [navigation] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return new URL(navigation?.name || window.location.href).pathname;
}

let started = false;

/**
 * Loads web-vitals (a chunk of its own, fetched only now) and reports LCP, INP, CLS, FCP and TTFB in few beacons:
 * each metric is queued as web-vitals reports it (some only when the page is hidden) and the queue leaves when the
 * page is hidden or left. Once per page: the metrics describe the page load, not each route.
 */
export async function reportVitals({ vitalsUrl, route, versions }: VitalsOptions): Promise<void> {
  if (!vitalsUrl || started) return;
  started = true;
  const webVitals = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals').catch((error: unknown) => {
    console.warn('Real-user metrics unavailable:', error);
    return null;
  });
  if (!webVitals) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = webVitals;
  // Keyed by id: a metric reported again (CLS after a later shift) replaces its earlier value.
  const queue = new Map<string, Metric>();
  const enqueue = (metric: Metric): void => {
    queue.set(metric.id, metric);
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(enqueue);

  const flush = (): void => {
    if (queue.size === 0) return;
    const metrics = [...queue.values()].map(({ name, value, id, rating }) => ({ name, value, id, rating }));
    queue.clear();
    const beacon: VitalsBeacon = { route, versions: versions(), metrics };
    navigator.sendBeacon(vitalsUrl, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };
  // On window, bubbling: web-vitals listens in the capture phase, so what it reports on hide is queued before this runs.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
