/**
 * @jest-environment node
 */
import { startCanary } from '../deploy/canary';
import { legal, registryOf, stagedSite } from '../deploy/staged-site.fixture';
import { remoteReports, reportJson, reportLines, reportText, verdictText } from './remote-health';
import { healthSettings } from './health-options';
import { BUCKETS } from '../collector/buckets';
import type { Sample } from '../collector/attribute';
import { figuresOf } from './verdict';
import { emptyHealth, healthKey, healthOf } from './version-health';

describe('npm run health', () => {
  it('shows the current version beside the one before, and the canary judged against current, with figures', async () => {
    const site = await stagedSite();
    const registry = startCanary(await registryOf(site.store), legal, site.next, 10);
    const lcp = [...emptyHealth().lcp];
    lcp[BUCKETS.lcp.indexOf(1)] = 60; // 60 page loads in (0.75 s, 1 s]
    const table = new Map([
      [healthKey('legal', site.live), { ...emptyHealth(), views: 80, errors: 2, lcp }],
      [healthKey('legal', site.next), { ...emptyHealth(), views: 20, errors: 0, fallbacks: 1 }],
    ]);
    const reports = remoteReports(registry, table, healthSettings({}), 'legal');
    expect(reports.map((r) => r.versions.map((v) => v.role))).toEqual([['current', 'canary']]);
    expect(reportLines(reports)).toEqual([
      `legal    current  ${site.live}  views 80  errors 2.5% (0.7%–8.7%)  fallbacks 0  p75 LCP 938 ms, INP –, CLS –`,
      `         canary   ${site.next}  views 20  errors 0.0% (0.0%–16.1%)  fallbacks 1  p75 LCP –, INP –, CLS –  not enough data against ${site.live}: 30 more views needed`,
    ]);
  });

  it('shows a dash, not a rate and an interval, for a version with no views', async () => {
    const site = await stagedSite();
    const registry = await registryOf(site.store);
    const [line] = reportLines(remoteReports(registry, new Map(), healthSettings({}), 'legal'));
    expect(line).toBe(`legal    current  ${site.live}  views 0  errors –  fallbacks 0  p75 LCP –, INP –, CLS –`);
  });

  it('says one more view in the singular', () => {
    expect(verdictText({ kind: 'not-enough', moreViews: 1 }, '1.0.0')).toBe('not enough data against 1.0.0: 1 more view needed');
  });

  it("prints p75s near the visitors' own for a fast page, not the middle of one wide bucket", () => {
    // LCP (ms) and CLS of 20 page loads of the privacy page on this machine, as the browser reported them: p75s of
    // 212 ms and 0.0002. With 0.5 s and 0.005 as the first bounds they read 375 ms and 0.004.
    const lcp = [68, 72, 80, 80, 80, 88, 104, 108, 116, 132, 132, 148, 156, 172, 212, 212, 228, 240, 280, 316];
    const sample = (kind: 'lcp' | 'cls', value: number): Sample => ({ remote: 'legal', version: '1.0.0', cohort: 'stable', routeGroup: 'legal', locale: 'en', kind, reason: '', value });
    const samples = [...lcp.map((ms) => sample('lcp', ms / 1000)), ...lcp.map(() => sample('cls', 0.0002))];
    const figures = figuresOf(healthOf(samples).get(healthKey('legal', '1.0.0')) ?? emptyHealth());
    expect(Math.abs(figures.lcpP75 - 0.212) / 0.212).toBeLessThan(0.1);
    expect(figures.clsP75).toBeLessThan(0.001);
  });

  it('says in one line, as text and as JSON, that its p75s are estimated within buckets, whichever source it read', () => {
    for (const source of ['/srv/bbg/vitals.jsonl', 'Prometheus at http://prometheus:9090']) {
      const report = { source, window: '2h', skipped: 1, remotes: [] };
      expect(reportText(report)).toEqual([`Health over the last 2h, from ${source} (1 line skipped):`, 'p75s are estimated within histogram buckets.']);
      expect(reportJson(report)).toEqual({ source, window: '2h', skipped: 1, note: 'p75s are estimated within histogram buckets', remotes: [] });
    }
  });
});
