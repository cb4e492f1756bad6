/**
 * @jest-environment node
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VitalsBeacon } from '@bbg/contract';
import { remoteVersion } from '@bbg/testing';
import { tempDir } from '../jest/temp-dir';
import { createCollector } from './collector';
import { registryFileReader } from './registry-file';

const file = join(tempDir('bbg-registry-file-'), 'registry.json');
const good = JSON.stringify({ schema: 1, updatedAt: '2026-11-28T00:00:00Z', remotes: { legal: { name: 'mfe_legal', section: 'Legal', current: '1.0.1', previous: [], versions: { '1.0.1': remoteVersion('legal', '1.0.1', [{ path: '/privacy-policy', expose: './page', title: 'Page', layout: 'main' }]) } } } });
const view: VitalsBeacon = { route: '/privacy-policy', versions: { legal: '1.0.1' }, locale: 'en', metrics: [], signals: [{ kind: 'view', source: 'legal', version: '1.0.1', navigation: 'load' }] };

describe("a running collector's registry file", () => {
  it('when it breaks, keeps the last good bounds and says so once, until it is good again', async () => {
    writeFileSync(file, good);
    const warned: string[] = [];
    let clock = 0;
    const collector = createCollector(registryFileReader(file, (text) => warned.push(text)), () => clock);
    collector.record(view);
    writeFileSync(file, '{"schema": 1, "remotes": ');
    for (clock = 5_000; clock <= 30_000; clock += 5_000) collector.record(view);
    rmSync(file);
    clock += 5_000;
    collector.record(view);
    // Eight views, every one still counted under legal's own labels, none as other.
    expect(await collector.exposition()).toContain('bbg_signals_total{remote="legal",version="1.0.1",cohort="stable",route_group="legal",kind="view",reason="",locale="en"} 8');
    expect(warned).toEqual([expect.stringMatching(/^BBG collector: the registry .*registry\.json is not valid JSON \([^\n]*\)\. Put an earlier one back with: npm run registry -- restore\. The last good one still bounds the labels\.$/)]);
    writeFileSync(file, good);
    clock += 5_000;
    collector.record(view);
    rmSync(file);
    clock += 5_000;
    collector.record(view);
    expect(warned).toHaveLength(2);
    expect(warned[1]).toMatch(/^BBG collector: the registry .*registry\.json does not exist\. The last good one still bounds the labels\.$/);
  });
});
