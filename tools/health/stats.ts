/** Standard normal upper tail, P(Z > z), by the Abramowitz–Stegun 7.1.26 approximation of erfc (error < 1.5e-7). */
export function normalUpperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** The Wilson score interval of a proportion (95 % by default): sound at 0 errors and at few views, unlike p ± z·se. */
export function wilson(successes: number, trials: number, z = 1.96): Interval {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface Proportion {
  readonly events: number;
  readonly trials: number;
}

/**
 * One-sided two-proportion z-test that `candidate`'s rate is above `baseline`'s, with the pooled proportion in the
 * standard error: a baseline of zero errors still gives a finite z (Kayenta's zero-error trap divided by its variance).
 * The p-value is 1 when nothing happened on either side.
 */
export function proportionWorse(candidate: Proportion, baseline: Proportion): { readonly z: number; readonly p: number } {
  const pooled = (candidate.events + baseline.events) / (candidate.trials + baseline.trials);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / candidate.trials + 1 / baseline.trials));
  if (!Number.isFinite(se) || se === 0) return { z: 0, p: 1 };
  const z = (candidate.events / candidate.trials - baseline.events / baseline.trials) / se;
  return { z, p: normalUpperTail(z) };
}

/**
 * One-sided Mann–Whitney U test that `candidate`'s values are larger than `baseline`'s, from counts per bucket (the
 * same buckets on both sides, in order): each bucket is a group of ties, ranked at its mid-rank, with the tie
 * correction in the variance and the normal approximation with continuity correction, as scipy's `mannwhitneyu`
 * (method="asymptotic", alternative="greater"). Exact values are only finer buckets.
 */
export function mannWhitneyWorse(candidate: readonly number[], baseline: readonly number[]): { readonly u: number; readonly z: number; readonly p: number } {
  const n1 = candidate.reduce((a, b) => a + b, 0);
  const n2 = baseline.reduce((a, b) => a + b, 0);
  const n = n1 + n2;
  if (n1 === 0 || n2 === 0) return { u: 0, z: 0, p: 1 };
  let below = 0;
  let rankSum = 0;
  let ties = 0;
  for (let i = 0; i < Math.max(candidate.length, baseline.length); i += 1) {
    const c = candidate[i] ?? 0;
    const t = c + (baseline[i] ?? 0);
    rankSum += c * (below + (t + 1) / 2);
    ties += t ** 3 - t;
    below += t;
  }
  const u = rankSum - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (!(variance > 0)) return { u, z: 0, p: 1 };
  const z = (u - mean - 0.5) / Math.sqrt(variance);
  return { u, z, p: normalUpperTail(z) };
}

/**
 * The 75th percentile from counts per bucket, interpolated linearly inside its bucket as Prometheus's
 * histogram_quantile does (`bounds` are the upper bounds; the last count is above the last bound, where the last
 * bound is given). NaN with no values.
 */
export function p75(bounds: readonly number[], counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return Number.NaN;
  const rank = 0.75 * total;
  let below = 0;
  for (let i = 0; i < counts.length; i += 1) {
    const count = counts[i] ?? 0;
    if (below + count >= rank && count > 0) {
      if (i >= bounds.length) return bounds.at(-1) ?? Number.NaN;
      const low = i === 0 ? 0 : (bounds[i - 1] ?? 0);
      return low + ((bounds[i] ?? low) - low) * ((rank - below) / count);
    }
    below += count;
  }
  return bounds.at(-1) ?? Number.NaN;
}
