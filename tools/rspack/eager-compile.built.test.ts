/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENTRY_ID, type EntryRecord, type Registry } from '@bbg/contract';
import { appPath, remoteApps } from '../apps';
import { deployDir } from '../deploy/deploy-paths';
import { sri } from '../deploy/hash';
import { EAGER_COMPILE_HINT } from './eager-compile-hint';

// Runs after `npm run build` (npm run test:e2e), on the site it deployed to dist/.
const site = deployDir();
const startsWithHint = (file: string): boolean => readFileSync(file, 'utf8').startsWith(EAGER_COMPILE_HINT);

describe('the built scripts ask V8 to compile them as they load', () => {
  it('the shell entry a served page starts, and each live remote’s entry', () => {
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    const entry = new RegExp(`<script type="application/json" id="${ENTRY_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(entry).toBeDefined();
    expect(startsWithHint(join(site, (JSON.parse(entry ?? '{}') as EntryRecord).src))).toBe(true);
    const registry = JSON.parse(readFileSync(join(site, 'registry.json'), 'utf8')) as Registry;
    const entries = Object.values(registry.remotes).map((record) => record.versions[record.current]?.entryScript ?? `${record.name}: no current version`);
    expect(entries.length).toBeGreaterThanOrEqual(5);
    for (const script of entries) expect([script, startsWithHint(join(site, script))]).toEqual([script, true]);
  });

  it('leaves a standalone remote’s federation runtime as its page’s integrity names it', () => {
    for (const app of remoteApps) {
      const tag = /<script[^>]*federation-runtime[^>]*>/.exec(readFileSync(appPath(app, 'dist/index.html'), 'utf8'))?.[0] ?? '';
      const src = /src="\/?([^"]+)"/.exec(tag)?.[1] ?? 'missing';
      const integrity = /integrity="([^"]+)"/.exec(tag)?.[1];
      const digest = sri(readFileSync(appPath(app, 'dist', src)));
      expect([app.dir, integrity]).toEqual([app.dir, digest]);
    }
  });
});
