/**
 * @jest-environment node
 */
import type { RemoteRoute } from '@bbg/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { remoteRecord } from '@bbg/testing';
import { readPrometheus } from '../health/prometheus-source';
import { tempDir } from '../jest/temp-dir';
import { BUCKETS } from './buckets';
import { createCollectorServer, type CollectorServer } from './collector-server';

const PROMETHEUS = '/usr/bin/prometheus';
const dir = tempDir('bbg-collectors-');
const registryFile = join(dir, 'registry.json');
const route: RemoteRoute = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' };
writeFileSync(registryFile, JSON.stringify({ schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: { legal: remoteRecord('legal', '1.0.1', { routes: [route] }) } }));

const view = { route: '/privacy-policy', versions: { legal: '1.0.1' }, locale: 'en', metrics: [], signals: [{ kind: 'view', source: 'legal', version: '1.0.1', navigation: 'load' }] };

async function start(name: string): Promise<{ server: CollectorServer; base: string; log: string }> {
  const log = join(dir, `${name}.jsonl`);
  const server = createCollectorServer({ registryFile, log, trustedClientHeader: 'x-test-client' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, log };
}

const send = (base: string, body: object, client = 'c') => fetch(`${base}/vitals`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-test-client': client }, body: JSON.stringify(body) });

/** Prometheus's answer to an instant query: the one value of a sum, or undefined while it has none. */
async function query(base: string, expression: string): Promise<number | undefined> {
  const response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(expression)}`);
  const body = (await response.json()) as { data?: { result?: { value: [number, string] }[] } };
  const value = body.data?.result?.[0]?.value[1];
  return value === undefined ? undefined : Number(value);
}

describe('npm run collector: the collector alone', () => {
  const collectors: { server: CollectorServer; base: string; log: string }[] = [];
  let prometheus: ChildProcess | undefined;
  beforeAll(async () => {
    collectors.push(await start('one'), await start('two'));
  });
  afterAll(async () => {
    prometheus?.kill('SIGKILL');
    await Promise.all(collectors.map(({ server }) => server.shutdown(100)));
  });

  it('takes beacons on POST /vitals into its log and its counts, answers GET /metrics, and nothing else', async () => {
    const [one] = collectors;
    if (!one) throw new Error('no collector');
    expect((await send(one.base, view)).status).toBe(204);
    expect((await send(one.base, { ...view, signals: [] })).status).toBe(400);
    expect(JSON.parse(readFileSync(one.log, 'utf8').trim())).toMatchObject({ receivedAt: expect.any(String), route: '/privacy-policy' });
    const metrics = await (await fetch(`${one.base}/metrics`)).text();
    expect(metrics).toContain('bbg_signals_total{remote="legal",version="1.0.1",cohort="stable",route_group="legal",kind="view",reason="",locale="en"} 1');
    expect(metrics).toContain('bbg_beacons_refused_total{why="malformed"} 1');
    expect((await fetch(`${one.base}/`)).status).toBe(404);
    expect((await fetch(`${one.base}/registry.json`)).status).toBe(404);
  });

  it('two collectors, scraped by one Prometheus, sum to every view either took', async () => {
    if (!existsSync(PROMETHEUS)) throw new Error(`${PROMETHEUS} is missing: run npm run ensure-browser (npm test does).`);
    const [one, two] = collectors;
    if (!one || !two) throw new Error('no collectors');
    for (let i = 0; i < 3; i += 1) expect((await send(one.base, view, `one${i}`)).status).toBe(204);
    for (let i = 0; i < 5; i += 1) expect((await send(two.base, view, `two${i}`)).status).toBe(204);
    const targets = collectors.map(({ base }) => base.replace('http://', ''));
    writeFileSync(join(dir, 'prometheus.yml'), `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: bbg\n    static_configs:\n      - targets: ${JSON.stringify(targets)}\n`);
    const port = 19_090 + Math.floor(Math.random() * 500);
    prometheus = spawn(PROMETHEUS, [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'tsdb')}`, `--web.listen-address=127.0.0.1:${port}`], { stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    const expression = 'sum(bbg_signals_total{remote="legal",version="1.0.1",kind="view"})';
    let total: number | undefined;
    for (let tries = 0; tries < 60 && total !== 9; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      total = await query(base, expression).catch(() => undefined);
    }
    // One view from the first test, three and five here.
    expect(total).toBe(9);
    // What npm run health -- --prometheus reads: each series' growth over its window, summed over both collectors.
    // Every view counts once, those the collectors took before Prometheus first scraped them too (increase() alone
    // missed those, and extrapolated the rest: 11 or 12 were read for these 7).
    const measured = { ...view, metrics: [{ name: 'LCP', value: 1200 }] };
    for (let i = 0; i < 3; i += 1) expect((await send(one.base, measured, `again-one${i}`)).status).toBe(204);
    for (let i = 0; i < 4; i += 1) expect((await send(two.base, measured, `again-two${i}`)).status).toBe(204);
    let views = 0;
    for (let tries = 0; tries < 40 && views !== 16; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      views = (await readPrometheus(base, '5m')).table.get('legal@1.0.1')?.views ?? 0;
    }
    expect(views).toBe(16);
    // The LCP buckets' series are as new: each of the 7 measurements counts once, in the bucket up to 1.25 s.
    const { lcp } = (await readPrometheus(base, '5m')).table.get('legal@1.0.1') ?? {};
    expect(lcp?.reduce((a, b) => a + b, 0)).toBe(7);
    expect(lcp?.[BUCKETS.lcp.indexOf(1.25)]).toBe(7);
    expect([...(await readPrometheus(base, '5m')).table.keys()]).toEqual(['legal@1.0.1']);
  }, 60_000);
});
