/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DeployError } from '../deploy/deploy-error';
import { tempDir } from '../jest/temp-dir';
import { createCollectorServer } from './collector-server';

const dir = tempDir('bbg-collector-start-');
const registryFile = join(dir, 'registry.json');
writeFileSync(registryFile, JSON.stringify({ schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: {} }));

/** How createCollectorServer refused to start: a DeployError's one line. */
function refusal(start: () => unknown): string {
  try {
    start();
  } catch (error) {
    expect(error).toBeInstanceOf(DeployError);
    return (error as Error).message;
  }
  throw new Error('the collector started');
}

describe('npm run collector refuses to start', () => {
  it('with a beacon log it cannot append to, saying so in one line', () => {
    const missing = join(dir, 'no-such-dir', 'v.jsonl');
    expect(refusal(() => createCollectorServer({ registryFile, log: missing }))).toBe(`BBG collector not started: ${missing}: the beacon log cannot be written: its folder ${join(dir, 'no-such-dir')} does not exist`);
    expect(refusal(() => createCollectorServer({ registryFile, log: dir }))).toBe(`BBG collector not started: ${dir}: the beacon log cannot be written: it is a folder`);
  });

  it('with a registry that is missing or broken, before it makes the log', () => {
    const log = join(dir, 'refused.jsonl');
    const missing = join(dir, 'nonexistent.json');
    expect(refusal(() => createCollectorServer({ registryFile: missing, log }))).toBe(`BBG collector not started: the registry ${missing} does not exist.`);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"schema": 1,');
    expect(refusal(() => createCollectorServer({ registryFile: broken, log }))).toMatch(/^BBG collector not started: .*broken\.json is not valid JSON: [^\n]+$/);
    writeFileSync(broken, '{"schema": 1, "remotes": []}');
    expect(refusal(() => createCollectorServer({ registryFile: broken, log }))).toMatch(/^BBG collector not started: .*broken\.json is not a valid registry: /);
    expect(existsSync(log)).toBe(false);
  });
});

describe('npm run collector, started', () => {
  it('makes its beacon log when it is missing, so the first beacon is kept', async () => {
    const log = join(dir, 'new.jsonl');
    const server = createCollectorServer({ registryFile, log });
    expect(readFileSync(log, 'utf8')).toBe('');
    await server.shutdown(100);
  });

  it('refuses a measurement too large for its sums, so /metrics never shows +Inf', async () => {
    const server = createCollectorServer({ registryFile, log: join(dir, 'huge.jsonl') });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const body = JSON.stringify({ route: '/', versions: {}, metrics: [{ name: 'CLS', value: 1.7e308 }] });
      const answers = await Promise.all([1, 2, 3].map(() => fetch(`${base}/vitals`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })));
      expect(answers.map(({ status }) => status)).toEqual([400, 400, 400]);
      expect(await answers[0]?.json()).toEqual({ error: 'metrics[0].value must be at most 100 for CLS.' });
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toContain('bbg_beacons_refused_total{why="malformed"} 3');
      expect(metrics).not.toMatch(/_sum\{.*\} \+Inf/);
    } finally {
      await server.shutdown(100);
    }
  });

  it('says in one line, once, that its log cannot be written (its folder removed), and refuses those beacons with 503', async () => {
    const folder = join(dir, 'logs');
    mkdirSync(folder);
    const log = join(folder, 'vitals.jsonl');
    const warned: string[] = [];
    const server = createCollectorServer({ registryFile, log, warn: (text) => warned.push(text) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      rmSync(folder, { recursive: true });
      const body = JSON.stringify({ route: '/', versions: {}, signals: [{ kind: 'view', source: 'shell', version: 'current', navigation: 'load' }] });
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/vitals`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      const again = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/vitals`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect([response.status, again.status]).toEqual([503, 503]);
      expect(warned).toEqual([`BBG collector: ${log} cannot be written, so records are refused until it can: its folder ${folder} does not exist`]);
    } finally {
      await server.shutdown(100);
    }
  });
});
