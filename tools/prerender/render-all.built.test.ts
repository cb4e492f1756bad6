/**
 * @jest-environment node
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRemote, repoRoot, shellApp } from '../apps';
import { publishShell } from '../cli/build';
import { endCanary, startCanary, writeCanary } from '../deploy/canary';
import { readRegistry } from '../deploy/registry-store';
import { sourceHash } from '../deploy/source-hash';
import { stageRelease } from '../deploy/staging';
import { FolderStore } from '../deploy/storage/folder-store';
import { tempDir } from '../jest/temp-dir';
import { createCanaryChooser } from '../server/canary-pages';
import { pageStore, templateId } from './page-store';

// Runs after `npm run build` (npm run test:e2e, or BBG_BUILT=1 npx jest ...): it builds pages with the built shell.
if (!existsSync(join(repoRoot, 'dist/registry.json')) || !existsSync(join(repoRoot, 'shell/dist/.server/render.cjs')) || !existsSync(join(repoRoot, 'mfe-legal/dist/remoteEntry.js'))) {
  throw new Error('Build the site first: npm run build');
}

describe('a shell build during a canary', () => {
  it("renders the canary's pages for the new shell, so its share keeps getting it", async () => {
    const legal = findRemote('legal');
    if (!legal) throw new Error('no mfe-legal');
    const dir = tempDir('bbg-canary-shell-');
    const site = join(dir, 'site');
    cpSync(join(repoRoot, 'dist'), site, { recursive: true });
    cpSync(join(repoRoot, 'dist-private'), `${site}-private`, { recursive: true });
    const store = new FolderStore(site);
    if ((await readRegistry(store)).registry.remotes.legal?.canary) await writeCanary(store, legal, (registry) => endCanary(registry, legal), 'the canary ended');
    // Another build of mfe-legal: the same scripts and one more file, so another version.
    const build = join(dir, 'legal-next');
    cpSync(join(repoRoot, 'mfe-legal/dist'), build, { recursive: true });
    writeFileSync(join(build, 'canary.txt'), `${Date.now()}`);
    const { version } = await stageRelease(store, legal, build, undefined);
    await writeCanary(store, legal, (registry) => startCanary(registry, legal, version, 50), 'the canary');

    // A shell built after the canary started has none of its pages: as if they were rendered for another shell.
    const shell = templateId(readFileSync(`${site}-private/template.html`, 'utf8'));
    const stored = join(`${site}-private`, pageStore(shell, 'legal', version).replace(/^\.server\//, ''));
    expect(existsSync(join(stored, 'privacy-policy.html'))).toBe(true);
    rmSync(stored, { recursive: true });
    const { registry } = await readRegistry(store);
    // The shell renders every remote's pages the same way: given legal's record alone, it renders a tenth of the site.
    await publishShell(store, { ...registry, remotes: { legal: registry.remotes.legal! } }, sourceHash(shellApp));

    expect(existsSync(join(stored, 'privacy-policy.html'))).toBe(true);
    // npm start's server gives a visitor in the share the canary's page, not the current version's.
    const choose = createCanaryChooser(site, () => registry);
    const inShare = Array.from({ length: 50 }, (_, i) => `bbg-cohort=${i + 1}`).map((cookie) => choose('/privacy-policy', cookie, false).file).filter(Boolean);
    expect(inShare.length).toBeGreaterThan(10);
    expect(inShare.every((file) => file === join(stored, 'privacy-policy.html'))).toBe(true);
  }, 120_000);
});
