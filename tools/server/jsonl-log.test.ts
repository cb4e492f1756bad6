/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../jest/temp-dir';
import { openJsonlLog, previousLog } from './jsonl-log';

const lines = (file: string): unknown[] => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown) : []);

/** A beacon's worth of bytes: about 1 KB a line. */
const record = (n: number) => ({ n, pad: 'x'.repeat(1000) });

describe('a JSON-lines log with a size cap', () => {
  it('names its previous file so that it is still a .jsonl, which is never served', () => {
    expect(previousLog('/srv/vitals.jsonl')).toBe('/srv/vitals.1.jsonl');
    expect(previousLog('/srv/beacons.log')).toBe('/srv/beacons.log.1');
  });

  it('moves to its previous file once it passes the cap, so a flood keeps two files of about the cap, every line whole', async () => {
    const file = join(tempDir('bbg-jsonl-'), 'vitals.jsonl');
    const log = openJsonlLog(file, { maxBytes: 10_000, warn: () => undefined });
    for (let n = 0; n < 1000; n += 1) await log.append(record(n));
    await log.close();
    for (const path of [file, previousLog(file)]) expect(statSync(path).size).toBeLessThanOrEqual(10_000 + 1100);
    // The last lines written are all there, the older file's before the newer's, none torn.
    const kept = [...lines(previousLog(file)), ...lines(file)] as { n: number }[];
    expect(kept.map(({ n }) => n)).toEqual(Array.from({ length: kept.length }, (_, i) => 1000 - kept.length + i));
    expect(kept.length).toBeGreaterThanOrEqual(10);
  });

  it('counts what the file held when opened, so a restart does not reset the cap', async () => {
    const file = join(tempDir('bbg-jsonl-'), 'vitals.jsonl');
    writeFileSync(file, `${JSON.stringify(record(-1))}\n`.repeat(10));
    const log = openJsonlLog(file, { maxBytes: 5000 });
    await log.append(record(0));
    expect(lines(file)).toEqual([record(0)]);
    expect(lines(previousLog(file))).toHaveLength(10);
  });

  it('never fails a write when it cannot move the file: it says so and grows on in place', async () => {
    const file = join(tempDir('bbg-jsonl-'), 'vitals.jsonl');
    // A folder where the previous file goes: no rename can replace it, root's neither.
    mkdirSync(previousLog(file));
    const warned: string[] = [];
    const log = openJsonlLog(file, { maxBytes: 2000, warn: (message) => warned.push(message) });
    for (let n = 0; n < 10; n += 1) await log.append(record(n));
    expect(lines(file)).toHaveLength(10);
    // Once each time another cap's worth was written (every second line of 1 KB here), not at every write.
    expect(warned).toHaveLength(4);
    expect(warned[0]).toMatch(`${file} passed 2000 bytes but could not be moved to ${previousLog(file)}, so it grows on: `);
  });
});
