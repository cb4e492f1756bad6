import * as v from 'valibot';
import { describeIssue } from '@bbg/contract';
import { BUCKETS, type Measured } from '../collector/buckets';
import { METRICS } from '../collector/metric-names';
import { DeployError, errorFields, failureMessage } from '../deploy/deploy-error';
import type { SourceReading } from './local-source';
import { emptyHealth, healthKey, type VersionHealth } from './version-health';

/** One series of an instant vector, as Prometheus's HTTP API writes it: its labels, and its time and value. */
const VectorSchema = v.array(v.object({ metric: v.record(v.string(), v.string()), value: v.tuple([v.number(), v.string()]) }));

type Series = v.InferOutput<typeof VectorSchema>[number];

const TIMEOUT_MS = 10_000;

/** Why a fetch failed: undici says only "fetch failed", and keeps the reason (ECONNREFUSED, a DNS error) in its cause. */
function causeOf(error: unknown): string {
  // Read as fields: an error of Node's own may come from another realm, where instanceof Error fails.
  const message = errorFields(error)?.message ?? String(error);
  const cause: unknown = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return cause === undefined ? message : `${message}: ${failureMessage(cause)}`;
}

/** One instant query through Prometheus's HTTP API; its vector, or a one-line refusal. */
async function query(base: string, expression: string): Promise<readonly Series[]> {
  let response: Response;
  try {
    response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(expression)}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new DeployError(`Prometheus at ${base} did not answer (${causeOf(error)}).`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const data = typeof body === 'object' && body !== null && 'data' in body ? (body.data as { result?: unknown }) : undefined;
  if (!response.ok || !Array.isArray(data?.result)) {
    // Prometheus's refusals carry an error; anything else answering there (a collector, the site) is not its API.
    const said = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : undefined;
    if (said !== undefined) throw new DeployError(`Prometheus at ${base} refused the query ${expression}: ${said} (HTTP ${response.status}).`);
    throw new DeployError(`${base} did not answer as Prometheus's query API does (HTTP ${response.status}): --prometheus takes the Prometheus server's URL, not a collector's or the site's.`);
  }
  // What answers there may not be Prometheus at all: a series it cannot read ends the command, never a TypeError.
  const vector = v.safeParse(VectorSchema, data.result);
  if (!vector.success) throw new DeployError(`Prometheus at ${base} answered the query ${expression} with something that is not a vector of series (${describeIssue(vector.issues[0], 'the result')}).`);
  return vector.output;
}

type Row = { -readonly [K in keyof VersionHealth]: VersionHealth[K] extends number ? number : number[] };

/**
 * How much each series of a counter grew over the last `window`, summed by `labels`. increase() alone misses what a
 * series counted before Prometheus first scraped it: a collector makes a series at the first beacon of its labels
 * (a canary's first views and errors), and increase() cannot see the step from 0 to that first value. It also
 * extrapolates to the window's edges. So a series that did not reset counts its value now less its value a window ago,
 * or all of it when it is newer than the window; only one that reset (a collector restarted) falls back to increase().
 */
function growthQuery(counter: string, window: string, labels: string): string {
  const reset = `resets(${counter}[${window}]) > 0`;
  return `sum by (${labels}) ((${counter} - ${counter} offset ${window} unless ${reset}) or (${counter} unless ${counter} offset ${window} unless ${reset}) or increase(${counter}[${window}]))`;
}

/**
 * The health of every remote version over the last `window` (a Prometheus duration: 2h, 30m), summed over every
 * collector Prometheus scrapes: the growth of each counter and bucket (growthQuery), by remote and version.
 */
export async function readPrometheus(base: string, window: string): Promise<SourceReading> {
  const rows = new Map<string, Row>();
  const row = (metric: Readonly<Record<string, string>>): Row => {
    const key = healthKey(metric.remote ?? 'other', metric.version ?? 'other');
    const found = rows.get(key);
    if (found) return found;
    const { lcp, inp, cls } = emptyHealth();
    const made: Row = { views: 0, errors: 0, fallbacks: 0, retries: 0, lcp: [...lcp], inp: [...inp], cls: [...cls] };
    rows.set(key, made);
    return made;
  };
  const count = (series: Series): number => Math.round(Number(series.value[1]) || 0);
  for (const series of await query(base, growthQuery(METRICS.signals, window, 'remote, version, kind'))) {
    const target = row(series.metric);
    const kind = series.metric.kind;
    if (kind === 'view') target.views += count(series);
    else if (kind === 'error' || kind === 'render-error' || kind === 'load-failure') target.errors += count(series);
    else if (kind === 'fallback') target.fallbacks += count(series);
    else if (kind === 'retry') target.retries += count(series);
  }
  for (const kind of Object.keys(BUCKETS) as Measured[]) {
    const cumulative = await query(base, growthQuery(`${METRICS[kind]}_bucket`, window, 'remote, version, le'));
    const bounds = [...BUCKETS[kind].map(String), '+Inf'];
    for (const series of cumulative) {
      const at = bounds.indexOf(String(Number(series.metric.le) === Infinity ? '+Inf' : Number(series.metric.le)));
      if (at >= 0) row(series.metric)[kind][at] = count(series);
    }
  }
  // Prometheus's buckets count every value up to their bound: each bucket's own count is the difference.
  for (const target of rows.values()) {
    for (const kind of Object.keys(BUCKETS) as Measured[]) {
      const totals = target[kind];
      target[kind] = totals.map((total, i) => Math.max(0, total - (i === 0 ? 0 : (totals[i - 1] ?? 0))));
    }
  }
  return { table: rows, source: `Prometheus at ${base}`, skipped: 0 };
}
