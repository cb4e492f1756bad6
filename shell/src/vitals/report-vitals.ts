import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalsBeacon } from '@bbg/contract';
import { nextTask } from '@bbg/runtime';
import { VITALS_WATCHING_MARK } from '../app/performance-marks';

interface VitalsOptions {
  /** config.json's vitalsUrl. */
  readonly vitalsUrl: string;
  /** The landing path unless given. */
  readonly route?: string;
  /** Read when a beacon leaves, so remotes loaded after the first page count too. */
  readonly versions: () => Readonly<Record<string, string>>;
}

/** The page load the metrics belong to, even if the visitor has moved on inside the app since. */
function landingRoute(): string {
  const [navigation] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return new URL(navigation?.name || window.location.href).pathname;
}

let started = false;

/**
 * Reports LCP, INP, CLS, FCP and TTFB in few beacons: each metric is queued as web-vitals reports it (some only
 * when the page is hidden) and the queue leaves when the page is hidden or left. Once per page: the metrics
 * describe the page load, not each route. This module and web-vitals form one lazy chunk (see VitalsReporter).
 * Resolves once every metric is watched: one a task, after the task that ran the chunk, where all of it was one
 * long task on a phone (58 ms at 4x CPU). The entries are buffered, so none is missed meanwhile.
 */
export async function reportVitals({ vitalsUrl, route = landingRoute(), versions }: VitalsOptions): Promise<void> {
  if (started) return;
  started = true;
  // Keyed by id: a metric reported again (CLS after a later shift) replaces its earlier value.
  const queue = new Map<string, Metric>();
  const enqueue = (metric: Metric): void => {
    queue.set(metric.id, metric);
  };

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
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    await nextTask();
    on(enqueue);
  }
  // Every metric is watched from here (the journeys and support read it).
  performance.mark(VITALS_WATCHING_MARK);
}
