import * as v from 'valibot';
import { LOCALES } from './locales';
import { notList } from './not-list';
import { describeIssue } from './schema-issue';

/** The five metrics the site reports from visitors' browsers (web-vitals names). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

const MAX_ROUTE = 200;
const MAX_VERSIONS = 10;
const MAX_METRICS = 10;
const MAX_SIGNALS = 20;
const SHORT = 64;
/** The largest value each metric may report: timings in milliseconds (ten minutes), CLS unitless (far past any real page). */
const MAX_VALUE: Readonly<Record<VitalName, number>> = { LCP: 600_000, INP: 600_000, FCP: 600_000, TTFB: 600_000, CLS: 100 };

/**
 * What a page reports about its sections' health, each attributed to a source (a remote's id, or `shell`) at a version:
 * a page view (per page load and per client navigation), an uncaught error or rejection (by the script URL in its
 * stack), a render error caught by a section's boundary, a remote that failed to load, a fall back to the version
 * before, and a press of Retry.
 */
export const SIGNAL_KINDS = ['view', 'error', 'render-error', 'load-failure', 'fallback', 'retry'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];
/** Why a remote failed to load. */
export const LOAD_FAILURES = ['404', '5xx', 'network', 'timeout', 'integrity'] as const;
export type LoadFailure = (typeof LOAD_FAILURES)[number];
/** The source of a signal that is the shell's own (its scripts, its home page). */
export const SHELL_SOURCE = 'shell';

const ROUTE = `must be a path starting with / (at most ${MAX_ROUTE} printable characters).`;
/**
 * No control or invisible formatting character (an escape, a newline, a right-to-left override): a browser sends a
 * path percent-encoded, and `npm run vitals` prints the routes it reads to a terminal, where such characters would
 * act rather than show.
 */
const PRINTABLE = /^[^\p{Cc}\p{Cf}]*$/u;
/** A page's path as a beacon names it: where the visitor landed, or where a view went. */
const path = () => v.pipe(v.string(ROUTE), v.startsWith('/', ROUTE), v.maxLength(MAX_ROUTE, ROUTE), v.regex(PRINTABLE, ROUTE));
const VERSIONS = `must hold at most ${MAX_VERSIONS} short strings (1 to ${SHORT} characters).`;
const METRICS = `must be an array of at most ${MAX_METRICS} measurements.`;
const SIGNALS = `must be an array of at most ${MAX_SIGNALS} signals.`;
const EMPTY = 'must carry a measurement or a signal.';
const VALUE = 'must be a finite number, 0 or more.';
const tooLarge = (name: VitalName): string => `must be at most ${MAX_VALUE[name]}${name === 'CLS' ? '' : ' ms (10 minutes)'} for ${name}.`;

const short = (max: number, message?: string) => v.pipe(v.string(message), v.minLength(1, message), v.maxLength(max, message));

const MetricSchema = notList(
  v.pipe(
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
    // Bounded per metric, so no sum the collector keeps can overflow to +Inf.
    v.forward(
      v.check(({ name, value }) => value <= MAX_VALUE[name], (issue) => tooLarge(issue.input.name)),
      ['value'],
    ),
  ),
  'must be an object.',
);

const SignalSchema = notList(
  v.object(
    {
      kind: v.picklist(SIGNAL_KINDS, `must be one of ${SIGNAL_KINDS.join(', ')}.`),
      /** A remote's id, or `shell`. */
      source: short(SHORT, `must be 1 to ${SHORT} characters.`),
      version: short(SHORT, `must be 1 to ${SHORT} characters.`),
      /** For a load failure: why. */
      reason: v.optional(v.picklist(LOAD_FAILURES, `must be one of ${LOAD_FAILURES.join(', ')}.`)),
      /** For a view: a page load or a client navigation. */
      navigation: v.optional(v.picklist(['load', 'client'], 'must be load or client.')),
      /** For a view: its path, when it is not the landing route. */
      path: v.optional(path()),
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
  v.pipe(
   v.object(
    {
      route: path(),
      /** Remote id to the version the page ran. */
      versions: notList(v.pipe(v.record(short(SHORT, VERSIONS), short(SHORT, VERSIONS), 'must be an object of remote versions.'), v.maxEntries(MAX_VERSIONS, VERSIONS), v.readonly()), 'must be an object of remote versions.'),
      /** None in a beacon of signals alone. */
      metrics: v.optional(v.pipe(v.array(MetricSchema, METRICS), v.maxLength(MAX_METRICS, METRICS), v.readonly()), []),
      signals: v.optional(v.pipe(v.array(SignalSchema, SIGNALS), v.maxLength(MAX_SIGNALS, SIGNALS), v.readonly())),
      /** The page's locale. */
      locale: v.optional(v.picklist(LOCALES, `must be one of ${LOCALES.join(', ')}.`)),
      /** The remotes whose canary this visitor gets; every other remote's cohort is stable. */
      canary: v.optional(v.pipe(v.array(short(SHORT, VERSIONS), VERSIONS), v.maxLength(MAX_VERSIONS, VERSIONS), v.readonly())),
    },
    'must be a JSON object.',
   ),
   v.check((beacon) => beacon.metrics.length > 0 || (beacon.signals?.length ?? 0) > 0, EMPTY),
  ),
  'must be a JSON object.',
);

export type VitalsBeacon = v.InferOutput<typeof VitalsBeaconSchema>;

export type BeaconCheck = { readonly ok: true; readonly beacon: VitalsBeacon } | { readonly ok: false; readonly reason: string };

/** The first thing wrong with a beacon; one of its versions is reported for the versions as a whole. */
function reason(issue: v.BaseIssue<unknown>): string {
  const [first] = issue.path ?? [];
  return describeIssue(first?.key === 'versions' ? { ...issue, path: [first] } : issue, 'The body');
}

/** Checks a beacon and keeps only its known fields. */
export function checkBeacon(input: unknown): BeaconCheck {
  const result = v.safeParse(VitalsBeaconSchema, input, { abortEarly: true });
  return result.success ? { ok: true, beacon: result.output } : { ok: false, reason: reason(result.issues[0]) };
}
