/**
 * @jest-environment node
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VitalsBeacon } from '@bbg/contract';
import { remoteRecord } from '@bbg/testing';
import { tempDir } from '../jest/temp-dir';
import { createCollector } from './collector';
import { openRegistryFile, registryInForce } from '../server/registry-source';

const file = join(tempDir('bbg-registry-file-'), 'registry.json');
const good = JSON.stringify({ schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: { legal: remoteRecord('legal', '1.0.1', { routes: [{ path: '/privacy-policy', expose: './page', title: 'Page', layout: 'main' }] }) } });
const view: VitalsBeacon = { route: '/privacy-policy', versions: { legal: '1.0.1' }, locale: 'en', metrics: [], signals: [{ kind: 'view', source: 'legal', version: '1.0.1', navigation: 'load' }] };

describe("a running collector's registry file", () => {
  it('when it breaks, keeps the last good bounds and says so once, until it is good again', async () => {
    writeFileSync(file, good);
    const warned: string[] = [];
    let clock = 0;
    const registry = openRegistryFile(file, (text) => warned.push(text), { refuseAtStart: true });
    const collector = createCollector(registryInForce(registry), () => clock);
    collector.record(view);
    writeFileSync(file, '{"schema": 1, "remotes": ');
    for (clock = 5_000; clock <= 30_000; clock += 5_000) collector.record(view);
    rmSync(file);
    clock += 5_000;
    collector.record(view);
    // Eight views, every one still counted under legal's own labels, none as other.
    expect(await collector.exposition()).toContain('bbg_signals_total{remote="legal",version="1.0.1",cohort="stable",route_group="legal",kind="view",reason="",locale="en"} 8');
    // One line for each change: the broken edit, then the removal.
    expect(warned).toEqual([expect.stringMatching(/registry\.json is not valid JSON: [^\n]*: keeping the last good registry$/), expect.stringMatching(/registry\.json was removed: keeping the last good registry$/)]);
    writeFileSync(file, good);
    clock += 5_000;
    collector.record(view);
    rmSync(file);
    clock += 5_000;
    collector.record(view);
    expect(warned.slice(2)).toEqual([expect.stringMatching(/registry\.json reloaded$/), expect.stringMatching(/registry\.json was removed: keeping the last good registry$/)]);
  });
});
