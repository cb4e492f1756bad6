/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Registry } from '@bbg/contract';
import { DeployError } from '../deploy/deploy-error';
import { tempDir } from '../jest/temp-dir';
import { previousLog } from '../server/jsonl-log';
import { readLocalLog } from './local-source';

const registry: Registry = { schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: {} };

describe("health and judge reading the server's beacon log", () => {
  it('reads the beacons, and counts a line that is not one as skipped', async () => {
    const file = join(tempDir('bbg-local-source-'), 'vitals.jsonl');
    const beacon = { receivedAt: '2026-11-28T10:00:00.000Z', route: '/', versions: {}, signals: [{ kind: 'view', source: 'shell', version: 'current' }] };
    writeFileSync(file, `${JSON.stringify(beacon)}\n{"route":\n`);
    const reading = await readLocalLog(file, registry, 0);
    expect(reading).toMatchObject({ source: file, skipped: 1 });
    expect([...reading.table.values()].map((row) => row.views)).toEqual([1]);
  });

  it('reads the previous file too, so a window that spans a rotation counts the beacons on both sides of it', async () => {
    const file = join(tempDir('bbg-local-source-'), 'vitals.jsonl');
    const view = (at: string) => `${JSON.stringify({ receivedAt: at, route: '/', versions: {}, signals: [{ kind: 'view', source: 'shell', version: 'current' }] })}\n`;
    writeFileSync(previousLog(file), view('2026-11-28T09:00:00.000Z') + view('2026-11-28T10:00:00.000Z'));
    writeFileSync(file, view('2026-11-28T10:30:00.000Z'));
    const reading = await readLocalLog(file, registry, Date.parse('2026-11-28T09:30:00.000Z'));
    expect([...reading.table.values()].map((row) => row.views)).toEqual([2]);
    // Moved to its previous file, and no new beacon yet: still read.
    rmSync(file);
    expect([...(await readLocalLog(file, registry, 0)).table.values()].map((row) => row.views)).toEqual([2]);
  });

  it('refuses in one line a VITALS_LOG that names a folder, or a FIFO it would wait on for ever', async () => {
    const dir = tempDir('bbg-local-source-');
    const fifo = join(dir, 'fifo.jsonl');
    execFileSync('mkfifo', [fifo]);
    for (const file of [dir, fifo]) await expect(readLocalLog(file, registry, 0)).rejects.toThrow(new DeployError(`${file} is not a file: VITALS_LOG names the beacon log the server writes.`));
  });
});
