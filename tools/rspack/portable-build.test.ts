/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { makeCheckout } from '../deploy/checkout.fixture';
import { listFiles } from '../deploy/hash';

/** What building the shell and mfe-legal reads: the root files, the build tools, the shared workspace and the apps. */
const CHECKOUT_PATHS = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json', 'types', 'tools', 'shared', 'shell', 'mfe-legal'];
const APPS = ['mfe-legal', 'shell'] as const;

/** One app's production build in `checkout`, in a process of its own, as `npm run build` and a release make it. */
async function buildApp(checkout: string, app: string, out: string): Promise<void> {
  await promisify(execFile)(process.execPath, [join(checkout, 'tools/bin/bbg.mjs'), 'build-app', app, '--out', out], {
    cwd: checkout,
    env: { ...process.env, BBG_ROOT: checkout, NODE_ENV: 'production' },
  }).catch((error: Error & { stderr?: string }) => {
    throw new Error(`The build of ${app} in ${checkout} failed:\n${error.stderr ?? error.message}`);
  });
}

const digests = (dir: string): Record<string, string> =>
  Object.fromEntries(listFiles(dir).map((file) => [file, createHash('sha256').update(readFileSync(join(dir, file))).digest('hex')]));

/**
 * The same sources built in two checkout folders give the same bytes (a version depends on nothing but its sources),
 * and so does a remote built beside another app (as `npm run build` builds them, side by side) or alone (as a
 * team's release builds it).
 */
describe('the shell and a remote built in two checkout folders, side by side in one and alone in the other', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'bbg-portable-'));
  const out = (checkout: string, app: string): string => join(scratch, `out-${checkout}`, app);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  beforeAll(async () => {
    // One checkout, built, then moved to a folder of another name and depth and built again.
    const first = join(scratch, 'a');
    const second = join(scratch, 'second-checkout', 'of-the-site');
    makeCheckout(first, { paths: CHECKOUT_PATHS, packages: 'copied' });
    await Promise.all(APPS.map((app) => buildApp(first, app, out('first', app))));
    mkdirSync(dirname(second), { recursive: true });
    renameSync(first, second);
    for (const app of APPS) await buildApp(second, app, out('second', app));
  }, 400_000);

  it('a remote comes out byte for byte the same, every file', () => {
    const files = digests(out('first', 'mfe-legal'));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'server/pages.cjs']));
    expect(Object.keys(files)).not.toContain('mf-manifest-stats.json');
    expect(digests(out('second', 'mfe-legal'))).toEqual(files);
  });

  it('the shell comes out byte for byte the same, every file (its renderer, template and asset list included)', () => {
    const files = digests(out('first', 'shell'));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'app.html', '.server/render.cjs', '.server/template.html', '.server/assets.json']));
    expect(digests(out('second', 'shell'))).toEqual(files);
  });
});
