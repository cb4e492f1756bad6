/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../jest/temp-dir';
import { ENQUIRY_PATH } from './enquiry-api';
import { startSite, type RunningSite } from './test-site';
import { VITALS_PATH } from './vitals-api';

const BEACON = JSON.stringify({ route: '/', versions: { about: '1.0.0' }, metrics: [{ name: 'LCP', value: 1200 }] });
const ENQUIRY = JSON.stringify({ FullName: 'A B', Email: 'a@b.example', Number: '+971501234567', Message: 'Hello' });

const post = (site: RunningSite, path: string, body: string): Promise<number> =>
  fetch(`${site.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, signal: AbortSignal.timeout(3000) }).then(
    (response) => response.status,
    () => 0,
  );
const status = (site: RunningSite, path: string): Promise<number> =>
  fetch(`${site.base}${path}`, { signal: AbortSignal.timeout(3000) }).then(
    (response) => response.status,
    () => 0,
  );

/** Lets any writer still waiting on the FIFO go on (a reader opens it), so no thread stays held after the test. */
function releaseFifo(fifo: string): void {
  try {
    closeSync(openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK));
  } catch {
    // Gone already.
  }
}

describe('a log that an operator replaces while the server runs', () => {
  const logs = tempDir('bbg-logs-');
  const vitals = join(logs, 'vitals.jsonl');
  const enquiries = join(logs, 'enquiries.jsonl');
  const logged: string[] = [];
  let site: RunningSite;

  beforeAll(async () => {
    site = await startSite({ enquiryLog: enquiries, vitalsLog: vitals, rateLimitPerMinute: 1000, log: (message) => logged.push(message) });
  });
  afterAll(async () => {
    releaseFifo(vitals);
    await site.close();
  });

  it('by a FIFO nothing reads: each record is refused with 503, the log says so once, and the site goes on serving', async () => {
    rmSync(vitals, { force: true });
    execFileSync('mkfifo', [vitals]);
    // Node's pool has four threads: more waiting writes than that would hold every file the site sends.
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(site, VITALS_PATH, BEACON)));
    expect(answers).toEqual(Array(6).fill(503));
    expect(await Promise.all(['/', '/registry.json', '/main.js'].map((path) => status(site, path)))).toEqual([200, 200, 200]);
    expect(await post(site, ENQUIRY_PATH, ENQUIRY)).toBe(200);
    expect(logged).toEqual([`${vitals} cannot be written, so records are refused until it can: it is a FIFO that nothing reads`]);
  });

  it('and by a folder, then put back: refused, then written again, each said once', async () => {
    logged.length = 0;
    rmSync(enquiries, { force: true });
    mkdirSync(enquiries);
    expect([await post(site, ENQUIRY_PATH, ENQUIRY), await post(site, ENQUIRY_PATH, ENQUIRY)]).toEqual([503, 503]);
    rmSync(enquiries, { recursive: true });
    expect(await post(site, ENQUIRY_PATH, ENQUIRY)).toBe(200);
    expect(readFileSync(enquiries, 'utf8').trim().split('\n')).toHaveLength(1);
    expect(logged).toEqual([`${enquiries} cannot be written, so records are refused until it can: it is a folder`, `${enquiries} is written again`]);
  });
});
