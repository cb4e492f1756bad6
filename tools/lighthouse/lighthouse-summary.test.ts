/**
 * @jest-environment node
 */
import { figuresOf, measuredRow, missedGoals, spreadLine, tableRow, type LighthouseReport } from './lighthouse-summary';

const report = (overrides: { performance?: number; lcp?: number; tbt?: number; cls?: number; contrast?: number } = {}): LighthouseReport => ({
  categories: {
    performance: { score: overrides.performance ?? 0.99, auditRefs: [] },
    accessibility: { score: overrides.contrast === 0 ? 0.96 : 1, auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'aria-dialog-name', weight: 0 }] },
    'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    seo: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 1 }] },
  },
  audits: {
    'largest-contentful-paint': { score: 1, numericValue: overrides.lcp ?? 1234.56 },
    'total-blocking-time': { score: 1, numericValue: overrides.tbt ?? 40.4 },
    'cumulative-layout-shift': { score: 1, numericValue: overrides.cls ?? 0.00412 },
    'color-contrast': { score: overrides.contrast ?? 1 },
    'aria-dialog-name': { score: 0 },
    'errors-in-console': { score: 1 },
  },
  environment: { benchmarkIndex: 1500 },
});

describe('lighthouse summary', () => {
  it('reads scores out of 100, LCP and TBT in whole milliseconds and CLS to three places', () => {
    expect(figuresOf(report(), '/spj', 'repeat', false)).toMatchObject({
      route: '/spj',
      performance: 99,
      lcpMs: 1235,
      tbtMs: 40,
      cls: 0.004,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      failedAudits: [],
      benchmarkIndex: 1500,
    });
  });

  it('names each weighted audit that costs points once, and ignores unweighted ones', () => {
    expect(figuresOf(report({ contrast: 0 }), '/', 'first', true).failedAudits).toEqual(['color-contrast']);
  });

  it('holds a repeat visit to the goals (LCP 1.2 s, TBT 80 ms), and says when the loader ran', () => {
    expect(missedGoals(figuresOf(report({ lcp: 1200, tbt: 80 }), '/', 'repeat', false))).toEqual([]);
    const slow = figuresOf(report({ performance: 0.97, lcp: 1201, tbt: 81, cls: 0.021, contrast: 0 }), '/', 'repeat', true);
    expect(missedGoals(slow)).toEqual(['perf', 'LCP', 'TBT', 'CLS', 'a11y', 'loader ran']);
    expect(tableRow(slow)).toMatch(/^\/ +repeat +97 +1201 +81 +0\.021 +96 +100 +100 +perf, LCP, TBT, CLS, a11y, loader ran$/);
  });

  it('sets no goals for a first visit, which carries the 3 s loader', () => {
    expect(missedGoals(figuresOf(report({ performance: 0.5 }), '/', 'first', true))).toEqual([]);
  });

  it("keeps the median run's figures and every run's performance, LCP and TBT, in the order they ran", () => {
    const runs = [
      figuresOf(report({ performance: 1, lcp: 1100.4, tbt: 0 }), '/spj', 'repeat', false),
      figuresOf(report({ performance: 0.97, lcp: 1250, tbt: 120.6 }), '/spj', 'repeat', false),
      figuresOf(report({ performance: 0.99, lcp: 1180, tbt: 30 }), '/spj', 'repeat', false),
    ];
    const row = measuredRow(runs, 2);
    expect(row).toMatchObject({ performance: 99, lcpMs: 1180, tbtMs: 30, performanceOfEachRun: [100, 97, 99], lcpMsOfEachRun: [1100, 1250, 1180], tbtMsOfEachRun: [0, 121, 30] });
    expect(spreadLine(row)).toBe('/spj repeat: LCP 1100, 1250, 1180 ms; TBT 0, 121, 30 ms');
  });

  it('names a median run that is not there', () => {
    expect(() => measuredRow([], 0)).toThrow('measuredRow: no run 0 of 0');
  });
});
