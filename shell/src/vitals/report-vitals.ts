import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Locale, VitalsBeacon } from '@bbg/contract';
import { nextTask } from '@bbg/runtime';
import { VITALS_WATCHING_MARK } from '../app/performance-marks';

interface VitalsOptions {
  /** config.json's vitalsUrl. */
  readonly vitalsUrl: string;
  /** The landing path unless given. */
  readonly route?: string;
  /** Read when a beacon leaves, so remotes loaded after the first page count too. */
  readonly versions: () => Readonly<Record<string, string>>;
  /** The page's locale, which every beacon carries. */
  readonly locale?: Locale;
  /** The remotes whose canary this visitor gets, which every beacon carries. */
  readonly canary?: readonly string[];
}

type Signal = NonNullable<VitalsBeacon['signals']>[number];

/** What the health telemetry sends through the beacon. */
export interface BeaconSender {
  /** Queues a signal: sent with the next beacon, or at once when a batch is full. */
  readonly signal: (signal: Signal) => void;
}

/** Signals a beacon carries at most (the schema's bound), and beacons of signals a page sends at most. */
const BATCH = 20;
const MAX_SIGNAL_BEACONS = 10;

/** The page load the metrics belong to, even if the visitor has moved on inside the app since. */
function landingRoute(): string {
  const [navigation] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return new URL(navigation?.name || window.location.href).pathname;
}

let started: Promise<BeaconSender> | undefined;

/**
 * Reports LCP, INP, CLS, FCP and TTFB, and the health signals given to it, in few beacons: each metric is queued as
 * web-vitals reports it (some only when the page is hidden) and the queue leaves when the page is hidden or left. Once per page: the metrics
 * describe the page load, not each route. This module and web-vitals form one lazy chunk (see VitalsReporter).
 * Resolves once every metric is watched: one a task, after the task that ran the chunk, where all of it was one
 * long task on a phone (58 ms at 4x CPU). The entries are buffered, so none is missed meanwhile.
 */
export function reportVitals(options: VitalsOptions): Promise<BeaconSender> {
  started ??= watch(options);
  return started;
}

async function watch({ vitalsUrl, route = landingRoute(), versions, locale, canary = [] }: VitalsOptions): Promise<BeaconSender> {
  // Keyed by id: a metric reported again (CLS after a later shift) replaces its earlier value.
  const queue = new Map<string, Metric>();
  const enqueue = (metric: Metric): void => {
    queue.set(metric.id, metric);
  };

  const signals: Signal[] = [];
  let signalBeacons = 0;
  const send = (metrics: VitalsBeacon['metrics'], batch: readonly Signal[]): void => {
    if (batch.length > 0) signalBeacons += 1;
    const beacon: VitalsBeacon = { route, versions: versions(), ...(locale ? { locale } : {}), ...(canary.length > 0 ? { canary } : {}), metrics, ...(batch.length > 0 ? { signals: batch } : {}) };
    navigator.sendBeacon(vitalsUrl, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };
  const flush = (): void => {
    const metrics = [...queue.values()].map(({ name, value, id, rating }) => ({ name, value, id, rating }));
    queue.clear();
    const batch = signals.splice(0, BATCH);
    if (metrics.length > 0 || batch.length > 0) send(metrics, batch);
    while (signals.length > 0) send([], signals.splice(0, BATCH));
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
  return {
    signal: (signal) => {
      // A page in a loop of errors sends a bounded number of beacons, then drops the rest.
      if (signalBeacons >= MAX_SIGNAL_BEACONS) return;
      signals.push(signal);
      if (signals.length >= BATCH) send([], signals.splice(0, BATCH));
    },
  };
}
