import { Counter, Histogram, Registry as MetricRegistry } from 'prom-client';
import { SIGNAL_KINDS, type Registry, type VitalsBeacon } from '@bbg/contract';
import { attributeBeacon, boundsOf, type Bounds } from './attribute';
import { BUCKETS, type Measured } from './buckets';
import { METRICS, REFUSALS, type Refusal } from './metric-names';

export interface Collector {
  /** Counts an accepted (checked) beacon. */
  record(beacon: VitalsBeacon): void;
  /** Counts a refused one. */
  refuse(why: Refusal): void;
  /** The Prometheus exposition of everything counted since the collector started. */
  exposition(): Promise<string>;
  readonly contentType: string;
}

const MEASURED_LABELS = ['remote', 'version', 'cohort', 'locale'] as const;
const HELP: Record<Measured, string> = {
  lcp: "Largest Contentful Paint of page loads, by the landing route's owner and its version",
  inp: "Interaction to Next Paint of page loads, by the landing route's owner and its version",
  cls: "Cumulative Layout Shift of page loads, by the landing route's owner and its version",
};

// What a person reading /metrics needs to read a series: what is counted, and what each label may hold.
const SIGNALS_HELP = `Health signals in visitors' beacons, each kind (${SIGNAL_KINDS.join(', ')}) counted by the source remote and version it blames, the visitor's cohort, the route group (the page's owner), the load failure's reason and the locale; a value the registry does not describe is "other"`;
const REFUSED_HELP = `Beacons POST /vitals refused, by why (${REFUSALS.join(', ')})`;

/** How often at most the registry that bounds the labels is read again, so a new release gets its own series. */
const BOUNDS_REFRESH_MS = 5_000;

/**
 * Counts beacons by remote, version, cohort, route group, kind and locale, in a metric registry of its own. Every
 * label value is bounded by the site's registry (attribute.ts): a forged remote, version or locale is counted as
 * `other`, so the number of series never grows past what the registry describes. Stateless beyond its counters:
 * many can run behind a load balancer, and Prometheus sums them.
 */
export function createCollector(readRegistry: () => Registry | undefined, now: () => number = Date.now): Collector {
  const metrics = new MetricRegistry();
  const signals = new Counter({ name: METRICS.signals, help: SIGNALS_HELP, labelNames: ['remote', 'version', 'cohort', 'route_group', 'kind', 'reason', 'locale'], registers: [metrics] });
  const measured = {
    lcp: new Histogram({ name: METRICS.lcp, help: HELP.lcp, labelNames: MEASURED_LABELS, buckets: [...BUCKETS.lcp], registers: [metrics] }),
    inp: new Histogram({ name: METRICS.inp, help: HELP.inp, labelNames: MEASURED_LABELS, buckets: [...BUCKETS.inp], registers: [metrics] }),
    cls: new Histogram({ name: METRICS.cls, help: HELP.cls, labelNames: MEASURED_LABELS, buckets: [...BUCKETS.cls], registers: [metrics] }),
  };
  const refused = new Counter({ name: METRICS.refused, help: REFUSED_HELP, labelNames: ['why'], registers: [metrics] });
  for (const why of REFUSALS) refused.inc({ why }, 0);

  let bounds: Bounds = boundsOf({ schema: 1, updatedAt: '', remotes: {} });
  let readAt = Number.NEGATIVE_INFINITY;
  const currentBounds = (): Bounds => {
    if (now() - readAt >= BOUNDS_REFRESH_MS) {
      readAt = now();
      const registry = readRegistry();
      if (registry) bounds = boundsOf(registry);
    }
    return bounds;
  };

  return {
    record(beacon) {
      for (const sample of attributeBeacon(beacon, currentBounds())) {
        const { remote, version, cohort, routeGroup, locale, kind, reason, value } = sample;
        if (kind === 'lcp' || kind === 'inp' || kind === 'cls') {
          if (value !== undefined) measured[kind].observe({ remote, version, cohort, locale }, value);
        } else {
          signals.inc({ remote, version, cohort, route_group: routeGroup, kind, reason, locale });
        }
      }
    },
    refuse(why) {
      refused.inc({ why });
    },
    exposition: () => metrics.metrics(),
    contentType: metrics.contentType,
  };
}
