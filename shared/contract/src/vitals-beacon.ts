import * as v from 'valibot';
import { describeIssue } from './schema-issue';

/** The five metrics the site reports from visitors' browsers (web-vitals names). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

const MAX_ROUTE = 200;
const MAX_VERSIONS = 10;
const MAX_METRICS = 10;
const SHORT = 64;

const ROUTE = `must be a path starting with / (at most ${MAX_ROUTE} characters).`;
const VERSIONS = `must hold at most ${MAX_VERSIONS} short strings (1 to ${SHORT} characters).`;
const METRICS = `must be an array of 1 to ${MAX_METRICS} measurements.`;
const VALUE = 'must be a finite number, 0 or more.';

const short = (max: number, message?: string) => v.pipe(v.string(message), v.minLength(1, message), v.maxLength(max, message));

/** A JSON object: valibot's object and record schemas take an array too. */
const notList = <TSchema extends v.GenericSchema>(schema: TSchema, message: string) => v.pipe(v.unknown(), v.check((value) => !Array.isArray(value), message), schema);

const MetricSchema = notList(
  v.object(
    {
      name: v.picklist(VITAL_NAMES, `must be one of ${VITAL_NAMES.join(', ')}.`),
      value: v.pipe(v.number(VALUE), v.finite(VALUE), v.minValue(0, VALUE)),
      // Kept when well formed, else left out: neither is worth refusing the measurement for.
      id: v.fallback(v.optional(short(128)), undefined),
      rating: v.fallback(v.optional(v.picklist(['good', 'needs-improvement', 'poor'])), undefined),
    },
    'must be an object.',
  ),
  'must be an object.',
);

/**
 * One beacon, as the shell sends it and the server's POST /vitals reads it: the path of the page load the metrics
 * describe (where the visitor landed), the remote versions it ran, and one to ten measurements. Unknown fields are
 * left out, so the log holds nothing a client made up.
 */
const VitalsBeaconSchema = notList(
  v.object(
    {
      route: v.pipe(v.string(ROUTE), v.startsWith('/', ROUTE), v.maxLength(MAX_ROUTE, ROUTE)),
      /** Remote id to the version the page ran. */
      versions: notList(v.pipe(v.record(short(SHORT, VERSIONS), short(SHORT, VERSIONS), 'must be an object of remote versions.'), v.maxEntries(MAX_VERSIONS, VERSIONS), v.readonly()), 'must be an object of remote versions.'),
      metrics: v.pipe(v.array(MetricSchema, METRICS), v.minLength(1, METRICS), v.maxLength(MAX_METRICS, METRICS), v.readonly()),
    },
    'must be a JSON object.',
  ),
  'must be a JSON object.',
);

export type VitalsBeacon = v.InferOutput<typeof VitalsBeaconSchema>;

export type BeaconCheck = { readonly ok: true; readonly beacon: VitalsBeacon } | { readonly ok: false; readonly reason: string };

/** The first thing wrong with a beacon; one of its versions is reported for the versions as a whole. */
function reason({ path, message }: v.BaseIssue<unknown>): string {
  const [first] = path ?? [];
  return describeIssue({ path: first?.key === 'versions' ? [first] : path, message }, 'The body');
}

/** Checks a beacon and keeps only its known fields. */
export function checkBeacon(input: unknown): BeaconCheck {
  const result = v.safeParse(VitalsBeaconSchema, input, { abortEarly: true });
  return result.success ? { ok: true, beacon: result.output } : { ok: false, reason: reason(result.issues[0]) };
}
