/**
 * @jest-environment node
 */
import { mannWhitneyWorse, normalUpperTail, p75, proportionWorse, wilson } from './stats';

describe('the statistics of the health and judge commands', () => {
  it('gives the normal tail scipy.stats.norm.sf gives', () => {
    expect(normalUpperTail(1.6448536269514722)).toBeCloseTo(0.05, 6);
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 6);
    expect(normalUpperTail(-1.96)).toBeCloseTo(0.975002, 5);
  });

  it('gives the U and p-value of scipy mannwhitneyu(x, y, alternative="greater", method="asymptotic"), ties included', () => {
    // x = 3×1, 5×2, 7×3, 2×4; y = 6×1, 6×2, 3×3, 1×4: scipy 1.x gives U 179.5, p 0.05268672.
    const a = mannWhitneyWorse([3, 5, 7, 2], [6, 6, 3, 1]);
    expect(a.u).toBe(179.5);
    expect(a.p).toBeCloseTo(0.05268672, 5);
    // Two buckets only, 40/10 against 45/5: U 1375, p 0.08261603.
    const b = mannWhitneyWorse([40, 10], [45, 5]);
    expect(b.u).toBe(1375);
    expect(b.p).toBeCloseTo(0.08261603, 5);
    // Nothing on a side, or every value tied: no evidence either way.
    expect(mannWhitneyWorse([0, 0], [3, 4]).p).toBe(1);
    expect(mannWhitneyWorse([5], [7]).p).toBe(1);
  });

  it('finds an erroring canary worse than a zero-error baseline (the Kayenta trap), and nothing against itself', () => {
    // 8 of 50 against 0 of 50: pooled z 2.9488, p 0.00159 (scipy.stats.norm.sf).
    const worse = proportionWorse({ events: 8, trials: 50 }, { events: 0, trials: 50 });
    expect(worse.z).toBeCloseTo(2.948839, 5);
    expect(worse.p).toBeCloseTo(0.0015948, 5);
    expect(proportionWorse({ events: 0, trials: 50 }, { events: 0, trials: 50 }).p).toBe(1);
    expect(proportionWorse({ events: 1, trials: 50 }, { events: 8, trials: 50 }).p).toBeGreaterThan(0.99);
  });

  it('gives a Wilson interval that stays inside 0 and 1, and is wide at few views', () => {
    const none = wilson(0, 50);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.0713, 3);
    const some = wilson(8, 50);
    expect(some.low).toBeCloseTo(0.0833, 3);
    expect(some.high).toBeCloseTo(0.2851, 3);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('interpolates p75 inside its bucket, as histogram_quantile does', () => {
    // 100 values: 50 in (0, 1], 50 in (1, 2]: rank 75 is halfway through the second bucket.
    expect(p75([1, 2, 4], [50, 50, 0, 0])).toBeCloseTo(1.5);
    expect(p75([1, 2, 4], [0, 0, 0, 10])).toBe(4);
    expect(p75([1, 2], [0, 0, 0])).toBeNaN();
  });
});
