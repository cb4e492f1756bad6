/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { makeCheckout } from '../deploy/checkout.fixture';
import { listFiles } from '../deploy/hash';

/** What building the shell and mfe-legal reads: the root files, the build tools, the shared workspace and the apps. */
const CHECKOUT_PATHS = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json', 'types', 'tools', 'shared', 'shell', 'mfe-legal'];
const APPS = ['mfe-legal', 'shell'] as const;

function buildApp(checkout: string, app: string, out: string): void {
  const run = spawnSync(process.execPath, [join(checkout, 'tools/bin/bbg.mjs'), 'build-app', app, '--out', out], {
    cwd: checkout,
    env: { ...process.env, BBG_ROOT: checkout, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`The build of ${app} in ${checkout} failed:\n${run.stderr}`);
}

const digests = (dir: string): Record<string, string> =>
  Object.fromEntries(listFiles(dir).map((file) => [file, createHash('sha256').update(readFileSync(join(dir, file))).digest('hex')]));

describe('the shell and a remote built in two checkout folders', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'bbg-portable-'));
  const out = (checkout: string, app: string): string => join(scratch, `out-${checkout}`, app);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  beforeAll(() => {
    // One checkout, built, then moved to a folder of another name and depth and built again.
    const first = join(scratch, 'a');
    const second = join(scratch, 'second-checkout', 'of-the-site');
    makeCheckout(first, { paths: CHECKOUT_PATHS, packages: 'copied' });
    for (const app of APPS) buildApp(first, app, out('first', app));
    mkdirSync(dirname(second), { recursive: true });
    renameSync(first, second);
    for (const app of APPS) buildApp(second, app, out('second', app));
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
