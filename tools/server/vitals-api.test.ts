/**
 * @jest-environment node
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { previousLog } from './jsonl-log';
import { makeSiteRoot, rawRequest, startSite, type RunningSite } from './test-site';
import { MAX_BEACON_BYTES, VITALS_PATH } from './vitals-api';

let site: RunningSite;
let log: string;

beforeAll(async () => {
  const root = makeSiteRoot();
  // Inside the served folder on purpose: the log must still never be served.
  log = join(root, 'vitals.jsonl');
  site = await startSite({ root, vitalsLog: log, trustedClientHeader: 'x-test-client' });
});
afterAll(() => site.close());

const beacon = { route: '/about-us', versions: { about: '1.0.0-abc' }, metrics: [{ name: 'LCP', value: 1234.5, id: 'v5-1', rating: 'good' }] };
let client = 0;
const post = (body: string, type = 'application/json', clientName = `c${(client += 1)}`) =>
  fetch(`${site.base}${VITALS_PATH}`, { method: 'POST', headers: { 'Content-Type': type, 'x-test-client': clientName }, body });
const lines = (): Record<string, unknown>[] => readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

describe('POST /vitals', () => {
  it('stores a beacon sent as a JSON Blob or as a string (text/plain), one line each, answered 204', async () => {
    expect((await post(JSON.stringify(beacon))).status).toBe(204);
    expect((await post(JSON.stringify({ ...beacon, route: '/brands' }), 'text/plain;charset=UTF-8')).status).toBe(204);
    const [first, second] = lines().slice(-2);
    expect(first).toMatchObject(beacon);
    expect(typeof first?.receivedAt).toBe('string');
    expect(second?.route).toBe('/brands');
  });

  it('keeps only the known fields of a beacon', async () => {
    const extra = { ...beacon, cookie: 'secret', metrics: [{ name: 'CLS', value: 0.01, rating: 'bogus', attribution: { huge: true } }] };
    expect((await post(JSON.stringify(extra))).status).toBe(204);
    expect(lines().at(-1)).toEqual({ receivedAt: expect.any(String), route: '/about-us', versions: beacon.versions, metrics: [{ name: 'CLS', value: 0.01 }] });
  });

  it.each([
    [{ ...beacon, route: 'about-us' }, /route must be a path/],
    [{ ...beacon, route: `/${'a'.repeat(200)}` }, /route must be a path/],
    [{ ...beacon, versions: 'x' }, /versions must be an object/],
    [{ ...beacon, versions: { about: 'v'.repeat(65) } }, /versions must hold/],
    [{ ...beacon, versions: { about: 1 } }, /versions must hold/],
    [{ ...beacon, metrics: [] }, /must carry a measurement or a signal/],
    [{ ...beacon, metrics: Array.from({ length: 11 }, () => beacon.metrics[0]) }, /metrics must be an array of at most 10/],
    [{ ...beacon, metrics: [{ name: 'FID', value: 1 }] }, /metrics\[0\]\.name must be one of LCP, INP, CLS, FCP, TTFB/],
    [{ ...beacon, metrics: [{ name: 'LCP', value: -1 }] }, /metrics\[0\]\.value must be a finite number/],
    [{ ...beacon, metrics: [{ name: 'LCP', value: '12' }] }, /metrics\[0\]\.value/],
    [[beacon], /must be a JSON object/],
  ])('refuses bad input with 400 and a reason (%#)', async (body, reason) => {
    const response = await post(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
  });

  it('refuses malformed JSON, other content types, oversized bodies and other methods', async () => {
    const count = lines().length;
    expect((await post('{"route":')).status).toBe(400);
    expect((await post(JSON.stringify(beacon), 'application/x-www-form-urlencoded')).status).toBe(415);
    const big = await post(JSON.stringify({ ...beacon, route: `/${'a'.repeat(MAX_BEACON_BYTES)}` }));
    expect(big.status).toBe(413);
    const chunk = `${'a'.repeat(1000)}`;
    const chunked = await rawRequest(
      site.port,
      `POST ${VITALS_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${`3e8\r\n${chunk}\r\n`.repeat(5)}0\r\n\r\n`,
    );
    expect(chunked.status).toBe(413);
    const get = await fetch(`${site.base}${VITALS_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(lines()).toHaveLength(count);
  });

  it('answers 429 with Retry-After once one client sends more than a page view would', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await post(JSON.stringify(beacon), 'application/json', 'busy')).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const refused = await post(JSON.stringify(beacon), 'application/json', 'busy');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('counts every beacon for GET /metrics, accepted or refused by why, and serves nothing else there', async () => {
    const metrics = async (): Promise<string> => {
      const response = await fetch(`${site.base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return response.text();
    };
    const count = (text: string, line: string): number => Number(text.split('\n').find((l) => l.startsWith(line))?.slice(line.length + 1) ?? 0);
    const before = await metrics();
    const view = { ...beacon, metrics: [], signals: [{ kind: 'view', source: 'about', version: '1.0.0-abc' }] };
    expect((await post(JSON.stringify(view))).status).toBe(204);
    expect((await post('{"route":')).status).toBe(400);
    expect((await post(JSON.stringify(beacon), 'application/x-www-form-urlencoded')).status).toBe(415);
    const after = await metrics();
    // This test site has no registry: every label it cannot bound is `other`.
    const views = 'bbg_signals_total{remote="other",version="other",cohort="stable",route_group="other",kind="view",reason="",locale="other"}';
    expect(count(after, views)).toBe(count(before, views) + 1);
    expect(count(after, 'bbg_beacons_refused_total{why="malformed"}')).toBe(count(before, 'bbg_beacons_refused_total{why="malformed"}') + 1);
    expect(count(after, 'bbg_beacons_refused_total{why="bad-type"}')).toBe(count(before, 'bbg_beacons_refused_total{why="bad-type"}') + 1);
    const posted = await fetch(`${site.base}/metrics`, { method: 'POST', body: 'x' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });

  it('never serves the log', async () => {
    expect(existsSync(log)).toBe(true);
    expect((await fetch(`${site.base}/vitals.jsonl`)).status).toBe(404);
  });

  it('keeps a flood of beacons to its cap and one previous file, which is never served either', async () => {
    const root = makeSiteRoot();
    const capped = join(root, 'capped.jsonl');
    const flooded = await startSite({ root, vitalsLog: capped, logMaxBytes: 4000, trustedClientHeader: 'x-test-client' });
    try {
      const forged = JSON.stringify({ ...beacon, route: `/${'a'.repeat(190)}` });
      for (let i = 0; i < 40; i += 1) {
        const answer = await fetch(`${flooded.base}${VITALS_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-test-client': `f${i}` }, body: forged });
        expect(answer.status).toBe(204);
      }
      for (const file of [capped, previousLog(capped)]) expect(statSync(file).size).toBeLessThan(4000 + 500);
      expect((await fetch(`${flooded.base}/capped.1.jsonl`)).status).toBe(404);
    } finally {
      await flooded.close();
    }
  });
});
