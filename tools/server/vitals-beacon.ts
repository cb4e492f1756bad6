/** The five metrics the site reports from visitors' browsers (web-vitals names). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

const RATINGS = ['good', 'needs-improvement', 'poor'] as const;

interface VitalMetric {
  readonly name: VitalName;
  readonly value: number;
  readonly id?: string;
  readonly rating?: (typeof RATINGS)[number];
}

/** One beacon: the route the visitor was on, the remote versions it ran, and one to ten measurements. */
interface VitalsBeacon {
  readonly route: string;
  readonly versions: Readonly<Record<string, string>>;
  readonly metrics: readonly VitalMetric[];
}

export type BeaconCheck = { readonly ok: true; readonly beacon: VitalsBeacon } | { readonly ok: false; readonly reason: string };

const MAX_ROUTE = 200;
const MAX_VERSIONS = 10;
const SHORT = 64;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isShort = (value: unknown, max = SHORT): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const fail = (reason: string): BeaconCheck => ({ ok: false, reason });

function readMetric(input: unknown, index: number): VitalMetric | string {
  if (!isObject(input)) return `metrics[${index}] must be an object.`;
  const { name, value, id, rating } = input;
  if (!(VITAL_NAMES as readonly unknown[]).includes(name)) return `metrics[${index}].name must be one of ${VITAL_NAMES.join(', ')}.`;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return `metrics[${index}].value must be a finite number, 0 or more.`;
  return {
    name: name as VitalName,
    value,
    ...(isShort(id, 128) ? { id } : {}),
    ...((RATINGS as readonly unknown[]).includes(rating) ? { rating: rating as VitalMetric['rating'] } : {}),
  };
}

/** Checks a beacon and keeps only its known fields, so the log holds nothing a client made up. */
export function checkBeacon(input: unknown): BeaconCheck {
  if (!isObject(input)) return fail('The body must be a JSON object.');
  const { route, versions, metrics } = input;
  if (typeof route !== 'string' || !route.startsWith('/') || route.length > MAX_ROUTE) return fail(`route must be a path starting with / (at most ${MAX_ROUTE} characters).`);
  if (!isObject(versions)) return fail('versions must be an object of remote versions.');
  const pairs = Object.entries(versions);
  if (pairs.length > MAX_VERSIONS || pairs.some(([key, version]) => !isShort(key) || !isShort(version))) {
    return fail(`versions must hold at most ${MAX_VERSIONS} short strings (1 to ${SHORT} characters).`);
  }
  if (!Array.isArray(metrics) || metrics.length < 1 || metrics.length > 10) return fail('metrics must be an array of 1 to 10 measurements.');
  const read = metrics.map(readMetric);
  const problem = read.find((metric): metric is string => typeof metric === 'string');
  if (problem) return fail(problem);
  return { ok: true, beacon: { route, versions: Object.fromEntries(pairs) as Record<string, string>, metrics: read as VitalMetric[] } };
}
