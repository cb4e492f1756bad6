/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../apps';
import { makeCheckout } from '../deploy/checkout.fixture';
import { listFiles } from '../deploy/hash';

// Runs after `npm run build` (npm run test:e2e, or BBG_BUILT=1 npx jest ...): it compares that build with another.
if (!existsSync(join(repoRoot, 'dist/registry.json')) || !existsSync(join(repoRoot, 'shell/dist/.server/render.cjs')) || !existsSync(join(repoRoot, 'mfe-legal/dist/remoteEntry.js'))) {
  throw new Error('Build the site first: npm run build');
}

/**
 * What building the shell and mfe-legal reads: the root files, the build tools, the shared workspace, the apps, and
 * every app's path table (the build checks the catalogues' links against the site's pages).
 */
const CHECKOUT_PATHS = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json', 'types', 'tools', 'shared', 'shell', 'mfe-legal', 'mfe-*/src/app/paths.ts'];

/** One app's production build in `checkout`, alone in a process of its own, as a team's release builds it. */
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
 * The same sources built in two checkout folders give the same bytes (a version depends on nothing but its sources).
 * One build is the repository's own `npm run build`, which builds the remotes side by side; the other is in a copy
 * of another name and depth, each app built alone as a team's release builds it.
 */
describe("the shell and a remote built in another checkout folder, alone, against the repository's npm run build", () => {
  const scratch = mkdtempSync(join(tmpdir(), 'bbg-portable-'));
  const checkout = join(scratch, 'second-checkout', 'of-the-site');
  const out = (app: string): string => join(scratch, 'out', app);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  beforeAll(async () => {
    makeCheckout(checkout, { paths: CHECKOUT_PATHS, packages: 'copied' });
    // The shell bakes in the registry it was built against: the same one as the repository's build.
    mkdirSync(join(checkout, 'dist'), { recursive: true });
    cpSync(join(repoRoot, 'dist/registry.json'), join(checkout, 'dist/registry.json'));
    await Promise.all(['mfe-legal', 'shell'].map((app) => buildApp(checkout, app, out(app))));
  }, 400_000);

  it('a remote comes out byte for byte the same, every file', () => {
    const files = digests(out('mfe-legal'));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'server/pages.cjs']));
    expect(Object.keys(files)).not.toContain('mf-manifest-stats.json');
    expect(digests(join(repoRoot, 'mfe-legal/dist'))).toEqual(files);
  });

  it('the shell comes out byte for byte the same, every file (its renderer, template and asset list included)', () => {
    const files = digests(out('shell'));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'app.html', '.server/render.cjs', '.server/template.html', '.server/assets.json']));
    expect(digests(join(repoRoot, 'shell/dist'))).toEqual(files);
  });
});
