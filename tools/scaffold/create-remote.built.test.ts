/**
 * @jest-environment node
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../apps';
import { makeCheckout, runBbg } from '../deploy/checkout.fixture';
import { spawnServe } from '../server/spawn-serve';
import { addCookiePolicyPage } from './legal-page.fixture';

// Runs after `npm run build` (npm run test:e2e, or BBG_BUILT=1 npx jest ...): the new remote is released into a copy
// of the built site, whose shell renders its page.
if (!existsSync(join(repoRoot, 'dist/registry.json')) || !existsSync(join(repoRoot, 'dist-private/render.cjs'))) {
  throw new Error('Build the site first: npm run build');
}

const exec = promisify(execFile);
const git = async (checkout: string, ...args: string[]): Promise<string> => (await exec('git', args, { cwd: checkout })).stdout;
/** A tool of the checkout run in it; a failure shows what the tool printed. */
const node = (checkout: string, ...args: string[]) =>
  exec(process.execPath, args, { cwd: checkout, env: { ...process.env, BBG_ROOT: checkout }, maxBuffer: 16 * 1024 * 1024 }).catch((error: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(`${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
/** The command as a team runs it, and its one-line refusal (the process's stderr) when it fails. */
const bbg = (checkout: string, deploy: string, ...args: string[]) => runBbg(checkout, {}, ...args, '--target', deploy);
const refusal = (checkout: string, ...args: string[]): Promise<string> =>
  runBbg(checkout, {}, ...args).then(
    () => 'it ran',
    (error: { stderr?: string }) => error.stderr ?? '',
  );

/** The files git sees changed or new in the checkout, untracked ones one by one. */
const changed = async (checkout: string): Promise<string[]> =>
  (await git(checkout, 'status', '--porcelain', '--untracked-files=all')).split('\n').filter(Boolean);

/**
 * Two business-unit teams' whole paths, on a fresh copy of the repository: one scaffolds a new section, the other adds
 * a page to its own. Both are checked, released into the built site, served and rolled back. Nothing outside their
 * folders changes but the lockfile.
 */
describe('a new section with npm run create-remote, and a new page in mfe-legal', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'bbg-create-remote-'));
  const checkout = join(scratch, 'repo');
  const deploy = join(checkout, 'dist');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  beforeAll(async () => {
    makeCheckout(checkout, { packages: 'linked' });
    cpSync(join(repoRoot, 'dist'), deploy, { recursive: true });
    cpSync(join(repoRoot, 'dist-private'), `${deploy}-private`, { recursive: true });
    await git(checkout, 'init', '-q');
    await git(checkout, 'add', '-A');
    await git(checkout, '-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'checkout');
  }, 120_000);

  it('refuses a bad id, a taken id and a path another section owns, in one line, writing nothing', async () => {
    expect(await refusal(checkout, 'create-remote', 'Careers!', '--path', '/careers', '--title', 'Careers')).toMatch(/'Careers!' is not a valid remote id/);
    expect(await refusal(checkout, 'create-remote', 'brands', '--path', '/careers', '--title', 'Careers')).toMatch(/The id 'brands' is taken by mfe-brands/);
    expect(await refusal(checkout, 'create-remote', 'careers', '--path', '/About-Us', '--title', 'Careers')).toMatch(/\/About-Us belongs to mfe-about/);
    expect(await refusal(checkout, 'create-remote', 'careers', '--path', '/careers')).toMatch(/Give --path and --title/);
    expect(await git(checkout, 'status', '--porcelain')).toBe('');
  }, 60_000);

  it('scaffolds mfe-careers, and changes nothing outside it but the lockfile', async () => {
    const { out } = await runBbg(checkout, {}, 'create-remote', 'careers', '--path', '/careers', '--title', 'Careers');
    expect(out).toContain('Created mfe-careers/');
    expect(await changed(checkout)).toEqual(
      expect.arrayContaining([' M package-lock.json', '?? mfe-careers/package.json', '?? mfe-careers/public/preview.jpg', '?? mfe-careers/e2e/standalone.spec.ts']),
    );
    expect((await changed(checkout)).filter((line) => !line.startsWith('?? mfe-careers/'))).toEqual([' M package-lock.json']);
    expect(JSON.parse(readFileSync(join(checkout, 'package-lock.json'), 'utf8')).packages['mfe-careers']).toMatchObject({ version: '1.0.0' });
  }, 120_000);

  it('adds /cookie-policy to mfe-legal by the README recipe, changing files in mfe-legal/ only', async () => {
    addCookiePolicyPage(checkout);
    const legal = (await changed(checkout)).filter((line) => line.includes(' mfe-legal/')).sort();
    expect(legal).toEqual([
      ' M mfe-legal/README.md',
      ' M mfe-legal/src/app/paths.ts',
      ' M mfe-legal/src/app/routes.ts',
      ' M mfe-legal/src/content/ar/route-heads.json',
      ' M mfe-legal/src/content/fr/route-heads.json',
      '?? mfe-legal/src/content/ar/cookie-policy.json',
      '?? mfe-legal/src/content/en/cookie-policy.json',
      '?? mfe-legal/src/content/fr/cookie-policy.json',
      '?? mfe-legal/src/pages/cookie-policy/cookie-policy-page.test.tsx',
      '?? mfe-legal/src/pages/cookie-policy/cookie-policy-page.tsx',
    ]);
    expect((await changed(checkout)).filter((line) => !/^(\?\? mfe-careers|.. mfe-legal)\//.test(line))).toEqual([' M package-lock.json']);
  });

  it('passes lint, typecheck and both teams\' tests', async () => {
    // Typecheck and lint cover the two folders the teams changed, with everything they import and the declarations
    // every app's code is typed against (each section's paths, the test matchers); CI checks the rest of the tree as it
    // is. The whole tree's typecheck took 34 s of CPU here, this one about 7 s.
    const teams = ['mfe-careers', 'mfe-legal'].flatMap((dir) => ['src', 'e2e', 'rspack.config.ts'].map((part) => `${dir}/${part}`));
    const tsconfig = join(scratch, 'tsconfig.teams.json');
    const include = [...teams, '*/src/app/paths.ts', 'shared/testing/src/jest-setup.ts', 'types'].map((path) => join(checkout, path));
    writeFileSync(tsconfig, JSON.stringify({ extends: join(checkout, 'tsconfig.base.json'), compilerOptions: { typeRoots: [join(checkout, 'node_modules/@types')] }, include }));
    await Promise.all([
      node(checkout, 'node_modules/typescript/bin/tsc', '-p', tsconfig, '--noEmit'),
      node(checkout, 'node_modules/eslint/bin/eslint.js', 'mfe-careers', 'mfe-legal', '--max-warnings', '0'),
      node(checkout, 'node_modules/stylelint/bin/stylelint.mjs', 'mfe-careers/**/*.css', 'mfe-legal/**/*.css', '--allow-empty-input'),
    ]);
    await node(checkout, 'node_modules/knip/bin/knip.js');
    const { stderr } = await node(checkout, 'node_modules/jest/bin/jest.js', 'mfe-careers', 'mfe-legal');
    expect(stderr).toMatch(/Tests:\s+\d+ passed, \d+ total/);
    expect(stderr).toContain('cookie-policy-page.test.tsx');
    expect(stderr).toContain('careers-page.test.tsx');
  }, 300_000);

  it('is released into the site, served as a pre-rendered page in the header and footer, listed in the sitemap, and named in the registry', async () => {
    await bbg(checkout, deploy, 'release', 'careers');
    const registry = JSON.parse(readFileSync(join(deploy, 'registry.json'), 'utf8')) as { remotes: Record<string, { section: string; current: string }> };
    expect(registry.remotes.careers?.section).toBe('Careers');
    expect(readFileSync(join(deploy, 'sitemap.xml'), 'utf8')).toContain('/careers</loc>');
    const site = await spawnServe(deploy);
    try {
      const html = await (await fetch(`${site.origin}/careers`)).text();
      expect(html).toMatch(/<h1[^>]*>[\s\S]*Careers[\s\S]*<\/h1>/);
      expect(html).toContain('What you will find');
      expect(html).toMatch(/<header[\s\S]*<\/header>/);
      expect(html).toMatch(/<footer[\s\S]*<\/footer>/);
    } finally {
      await site.stop();
    }
  }, 180_000);

  it('releases the new legal page, served as a pre-rendered document in the header and footer and listed in the sitemap', async () => {
    await bbg(checkout, deploy, 'release', 'legal');
    expect(readFileSync(join(deploy, 'sitemap.xml'), 'utf8')).toContain('/cookie-policy</loc>');
    const site = await spawnServe(deploy);
    try {
      const answer = await fetch(`${site.origin}/cookie-policy`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toMatch(/<h1[^>]*>Cookie Policy<\/h1>/);
      expect(html).toMatch(/<a [^>]*href="\/contact-us"[^>]*>our contact page<\/a>/);
      expect(html).toMatch(/<header[\s\S]*<\/header>/);
      expect(html).toMatch(/<footer[\s\S]*<\/footer>/);
      expect(await (await fetch(`${site.origin}/privacy-policy`)).text()).toContain('Privacy Policy');
    } finally {
      await site.stop();
    }
  }, 180_000);

  it('runs alone for QA, as npm start -w mfe-careers runs it', async () => {
    const offset = 700;
    const alone = spawn(process.execPath, ['tools/bin/bbg.mjs', 'standalone', 'mfe-careers'], { cwd: checkout, env: { ...process.env, BBG_ROOT: checkout, BBG_PORT_OFFSET: String(offset) }, stdio: 'ignore' });
    try {
      const port = (JSON.parse(readFileSync(join(checkout, 'mfe-careers/package.json'), 'utf8')) as { bbg: { remote: { port: number } } }).bbg.remote.port + offset;
      let page = '';
      for (let tries = 0; tries < 120 && !page; tries += 1) {
        page = await fetch(`http://127.0.0.1:${port}/careers`).then((answer) => answer.text(), () => '');
        if (!page) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(page).toContain('<div id="root">');
      expect((await fetch(`http://127.0.0.1:${port}/remoteEntry.js`)).status).toBe(200);
    } finally {
      alone.kill();
    }
  }, 120_000);

  it('rolls back like any other remote', async () => {
    const first = (JSON.parse(readFileSync(join(deploy, 'registry.json'), 'utf8')) as { remotes: Record<string, { current: string }> }).remotes.careers?.current;
    const content = join(checkout, 'mfe-careers/src/content/en/careers.json');
    writeFileSync(content, readFileSync(content, 'utf8').replace('"title": "What you will find"', '"title": "What we offer"'));
    await bbg(checkout, deploy, 'release', 'careers');
    expect(readFileSync(join(deploy, 'careers.html'), 'utf8')).toContain('What we offer');
    const { out } = await bbg(checkout, deploy, 'rollback', 'careers');
    expect(out).toContain(String(first));
    expect(readFileSync(join(deploy, 'careers.html'), 'utf8')).toContain('What you will find');
  }, 180_000);
});
