/**
 * @jest-environment node
 */
import { startCanary } from '../deploy/canary';
import { legal, registryOf, stagedSite } from '../deploy/staged-site.fixture';
import { remoteReports, reportLines } from './remote-health';
import { healthSettings } from './health-options';
import { emptyHealth, healthKey } from './version-health';

describe('npm run health', () => {
  it('shows the current version beside the one before, and the canary judged against current, with figures', async () => {
    const site = await stagedSite();
    const registry = startCanary(await registryOf(site.store), legal, site.next, 10);
    const lcp = [...emptyHealth().lcp];
    lcp[2] = 60; // 60 page loads in (0.75 s, 1 s]
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
});
