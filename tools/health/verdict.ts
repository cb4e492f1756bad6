import * as v from 'valibot';
import { BUCKETS } from '../collector/buckets';
import { mannWhitneyWorse, p75, proportionWorse, wilson, type Interval } from './stats';
import type { VersionHealth } from './version-health';

const WHOLE = v.pipe(v.number('must be a whole number, 1 or more'), v.integer('must be a whole number, 1 or more'), v.minValue(1, 'must be a whole number, 1 or more'));
const between = (low: number, high: number) => v.pipe(v.number(`must be a number from ${low} to ${high}`), v.minValue(low, `must be a number from ${low} to ${high}`), v.maxValue(high, `must be a number from ${low} to ${high}`));

/** What the judge and the health report weigh, with defaults; a settings file or flags override each. */
export const JudgeSettingsSchema = v.object({
  /** Views each side needs before any verdict. */
  minViews: v.optional(WHOLE, 50),
  /** Measurements of LCP or INP each side needs before they are compared. */
  minSamples: v.optional(WHOLE, 50),
  /** The one-sided significance level of each test. */
  alpha: v.optional(between(0.0001, 0.2), 0.01),
  /** How much slower a p75 must be, beyond significance, to count (0.1: 10 %). */
  slowerBy: v.optional(between(0, 10), 0.1),
  /** The window read, as a Prometheus duration; never zero, which holds no beacon and which Prometheus refuses. */
  window: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}[smhd]$/, 'must be a duration like 30m, 2h or 1d'),
      v.check((window) => durationMs(window) > 0, 'must be longer than zero, like 30m, 2h or 1d'),
    ),
    '2h',
  ),
});

export type JudgeSettings = v.InferOutput<typeof JudgeSettingsSchema>;

/** Milliseconds of a duration like 30m or 2h (already checked by the schema). */
export function durationMs(window: string): number {
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[window.at(-1) as 's' | 'm' | 'h' | 'd'];
  return Number(window.slice(0, -1)) * unit;
}

export type Verdict = { readonly kind: 'healthy' } | { readonly kind: 'worse'; readonly why: string } | { readonly kind: 'not-enough'; readonly moreViews: number };

export interface Figures {
  readonly views: number;
  readonly errorRate: number;
  readonly errorInterval: Interval;
  readonly fallbacks: number;
  readonly lcpP75: number;
  readonly inpP75: number;
  readonly clsP75: number;
}

/** What a version's health reads as: rates, their intervals and the p75 of each measurement. */
export function figuresOf(health: VersionHealth): Figures {
  const errors = Math.min(health.errors, health.views);
  return {
    views: health.views,
    errorRate: health.views === 0 ? 0 : errors / health.views,
    errorInterval: wilson(errors, health.views),
    fallbacks: health.fallbacks,
    lcpP75: p75(BUCKETS.lcp, health.lcp),
    inpP75: p75(BUCKETS.inp, health.inp),
    clsP75: p75(BUCKETS.cls, health.cls),
  };
}

const total = (counts: readonly number[]): number => counts.reduce((a, b) => a + b, 0);

/**
 * A version against the one before it, over the same window: not enough data until both sides have `minViews`
 * (saying how many more views the short side needs); worse when its error rate is significantly higher (a zero-error
 * baseline included), or its LCP or INP significantly and noticeably slower; else healthy.
 */
export function judge(candidate: VersionHealth, baseline: VersionHealth, settings: JudgeSettings): Verdict {
  const moreViews = Math.max(settings.minViews - candidate.views, settings.minViews - baseline.views, 0);
  if (moreViews > 0) return { kind: 'not-enough', moreViews };
  const errors = proportionWorse({ events: Math.min(candidate.errors, candidate.views), trials: candidate.views }, { events: Math.min(baseline.errors, baseline.views), trials: baseline.views });
  // The rates themselves are beside every verdict (the judge's line, the health report's rows): here only the test.
  if (errors.p < settings.alpha) return { kind: 'worse', why: `a higher error rate (z ${errors.z.toFixed(2)}, p ${errors.p.toPrecision(2)})` };
  for (const kind of ['lcp', 'inp'] as const) {
    if (total(candidate[kind]) < settings.minSamples || total(baseline[kind]) < settings.minSamples) continue;
    const test = mannWhitneyWorse(candidate[kind], baseline[kind]);
    const [c, b] = [p75(BUCKETS[kind], candidate[kind]), p75(BUCKETS[kind], baseline[kind])];
    if (test.p < settings.alpha && c > b * (1 + settings.slowerBy)) {
      return { kind: 'worse', why: `p75 ${kind.toUpperCase()} ${(c * 1000).toFixed(0)} ms against ${(b * 1000).toFixed(0)} ms (Mann–Whitney p ${test.p.toPrecision(2)})` };
    }
  }
  return { kind: 'healthy' };
}
