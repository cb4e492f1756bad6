/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isRegistry, SIGNAL_KINDS, type VitalsBeacon, type RemoteRoute } from '@bbg/contract';
import { remoteRecord } from '@bbg/testing';
import { PROMTOOL } from '../cli/ensure-browser';
import { createCollector } from './collector';
import { REFUSALS } from './metric-names';

const route = (path: string): RemoteRoute => ({ path, expose: './page', title: 'Page', layout: 'main' });
const registry: unknown = {
  schema: 1,
  updatedAt: '2026-11-28T00:00:00Z',
  remotes: { legal: remoteRecord('legal', '1.0.1', { previous: ['1.0.0'], routes: [route('/privacy-policy')] }) },
};
if (!isRegistry(registry)) throw new Error('the fixture is not a registry');

const beacon = (version: string, extra: Partial<VitalsBeacon> = {}): VitalsBeacon => ({
  route: '/privacy-policy',
  versions: { legal: version },
  locale: 'en',
  metrics: [{ name: 'LCP', value: 1100 }, { name: 'INP', value: 80 }, { name: 'CLS', value: 0.01 }],
  signals: [{ kind: 'view', source: 'legal', version, navigation: 'load' }],
  ...extra,
});

/** The exposition's sample lines (not its # HELP and # TYPE lines). */
const samples = (text: string): string[] => text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

describe('the collector', () => {
  it('counts views, errors and measurements by remote and version, and its exposition passes promtool check metrics', async () => {
    if (!existsSync(PROMTOOL)) throw new Error(`${PROMTOOL} is missing: run npm run ensure-browser (npm test does).`);
    const collector = createCollector(() => registry);
    collector.record(beacon('1.0.1'));
    collector.record(beacon('1.0.1', { signals: [{ kind: 'error', source: 'legal', version: '1.0.1' }] }));
    // A beacon counts one error per remote version (beacon-weight.ts): the failed load comes in a beacon of its own.
    collector.record(beacon('1.0.1', { metrics: [], signals: [{ kind: 'load-failure', source: 'legal', version: '1.0.1', reason: 'integrity' }] }));
    collector.refuse('too-large');
    const text = await collector.exposition();
    expect(text).toContain('bbg_signals_total{remote="legal",version="1.0.1",cohort="stable",route_group="legal",kind="view",reason="",locale="en"} 1');
    expect(text).toContain('bbg_signals_total{remote="legal",version="1.0.1",cohort="stable",route_group="legal",kind="load-failure",reason="integrity",locale="en"} 1');
    expect(text).toContain('bbg_lcp_seconds_count{remote="legal",version="1.0.1",cohort="stable",locale="en"} 2');
    expect(text).toContain('bbg_lcp_seconds_bucket{le="1.25",remote="legal",version="1.0.1",cohort="stable",locale="en"} 2');
    expect(text).toContain('bbg_inp_seconds_sum{remote="legal",version="1.0.1",cohort="stable",locale="en"} 0.16');
    expect(text).toContain('bbg_beacons_refused_total{why="too-large"} 1');
    expect(text).toContain('bbg_beacons_refused_total{why="malformed"} 0');
    // promtool reads the exposition on stdin and exits non-zero, naming the line, when it is malformed.
    expect(execFileSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' })).toBe('');
    expect(() => execFileSync(PROMTOOL, ['check', 'metrics'], { input: `${text}bbg_signals_total{remote="legal" 1\n`, stdio: 'pipe' })).toThrow();
  });

  it('says in each help text what a series counts and what its labels hold: every signal kind and every refusal', async () => {
    const help = (await createCollector(() => registry).exposition()).split('\n').filter((line) => line.startsWith('# HELP '));
    const of = (name: string): string => help.find((line) => line.startsWith(`# HELP ${name} `)) ?? '';
    for (const kind of SIGNAL_KINDS) expect(of('bbg_signals_total')).toContain(kind);
    for (const label of ['cohort', 'route group', 'reason', 'locale', '"other"']) expect(of('bbg_signals_total')).toContain(label);
    for (const why of REFUSALS) expect(of('bbg_beacons_refused_total')).toContain(why);
  });

  it('keeps the series bounded under 10,000 beacons of forged versions, remotes and locales, and keeps answering', async () => {
    const collector = createCollector(() => registry);
    collector.record(beacon('1.0.1'));
    collector.record(beacon('1.0.0'));
    const honest = samples(await collector.exposition()).length;
    const started = process.memoryUsage().heapUsed;
    for (let i = 0; i < 10_000; i += 1) {
      const forged = `9.9.${i}-${i.toString(16).padStart(12, '0')}`;
      collector.record(beacon(forged, { signals: [{ kind: 'view', source: `evil${i % 97}`, version: forged }, { kind: 'error', source: 'legal', version: forged }] }));
    }
    const text = await collector.exposition();
    // The forged ones fall into one 'other' version of legal and one 'other' remote: a handful of series more, not 10,000.
    expect(samples(text).length).toBeLessThan(honest * 3);
    expect(text).not.toContain('9.9.');
    expect(text).not.toContain('evil');
    expect(text).toContain('bbg_signals_total{remote="other",version="other",cohort="stable",route_group="legal",kind="view",reason="",locale="en"} 10000');
    expect(process.memoryUsage().heapUsed - started).toBeLessThan(50 * 1024 * 1024);
  });

  it('reads the registry again for a new release, at most every few seconds, and keeps counting when it cannot', async () => {
    let clock = 0;
    let served: unknown = undefined;
    const collector = createCollector(() => (isRegistry(served) ? served : undefined), () => clock);
    collector.record(beacon('1.0.1'));
    expect(await collector.exposition()).toContain('remote="other",version="other"');
    served = registry;
    clock = 1_000;
    collector.record(beacon('1.0.1'));
    expect(await collector.exposition()).not.toContain('version="1.0.1"');
    clock = 6_000;
    collector.record(beacon('1.0.1'));
    expect(await collector.exposition()).toContain('kind="view",reason="",locale="en"} 1');
    expect(await collector.exposition()).toContain('remote="legal",version="1.0.1"');
  });
});
