import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { servedFilesOf } from '../../tools/prerender/route-file';
import { buildCopy, openSandbox, tamper, variantBuild, type DeploySandbox } from '../support/deploy-sandbox';
import { skipStartupLoader } from '../support/page-health';
import { readDeployedRegistry } from '../support/registry';

// Each test works on its own copy of the deploy folder with its own server. A release renders every page of its
// remote in three languages: room for a busy machine (one timed out at 45 s with ten processes to two cores).
test.describe.configure({ timeout: 90_000 });
let sandbox: DeploySandbox;
test.beforeEach(async ({ page }) => {
  sandbox = await openSandbox();
  await skipStartupLoader(page);
});
test.afterEach(async () => sandbox.close());

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

/** The served HTML of every page in every locale, by file: what a crawler or a visitor without scripts gets. */
const servedPages = (dir: string): Map<string, string> =>
  new Map(
    ['', 'fr/', 'ar/'].flatMap((folder) =>
      readdirSync(join(dir, folder))
        .filter((f) => f.endsWith('.html'))
        .map((f) => [`${folder}${f}`, readFileSync(join(dir, folder, f), 'utf8')] as const),
    ),
  );

test('release then rollback changes what the browser shows on its next load, and the served HTML, with no shell rebuild', async ({ page, request }) => {
  const shellBefore = readDeployedRegistry(sandbox.dir);
  const pagesBefore = servedPages(sandbox.dir);
  await page.goto(`${sandbox.url}/privacy-policy`);
  await expect(heading(page)).toHaveText('Privacy Policy');

  const v2 = variantBuild('mfe-legal', 'Privacy Policy', 'Privacy Notice');
  expect(sandbox.bbg('release', 'legal', '--from', v2)).toMatch(/released as/);
  expect(await (await request.get(`${sandbox.url}/privacy-policy`)).text()).toMatch(/<h1[^>]*>Privacy Notice<\/h1>/);
  const pagesAfter = servedPages(sandbox.dir);
  const changed = [...pagesAfter].filter(([file, html]) => pagesBefore.get(file) !== html).map(([file]) => file);
  // Only the legal pages are rendered again; the terms page's bytes change only if its own text did.
  const legal = shellBefore.remotes.legal!;
  const legalFiles = new Set(servedFilesOf(legal.versions[legal.current]!.routes));
  expect(changed.filter((file) => !legalFiles.has(file))).toEqual([]);
  expect(changed).toContain('privacy-policy.html');
  await page.reload();
  await expect(heading(page)).toHaveText('Privacy Notice');
  await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted');

  const out = sandbox.bbg('rollback', 'legal');
  expect(out).toMatch(/rolled back from .* to .* in \d+ ms/);
  // Seconds at most (the registry, page dates, sitemap and CDN function are each written by compare-and-swap).
  expect(Number(/in (\d+) ms/.exec(out)?.[1])).toBeLessThan(2000);
  expect(await (await request.get(`${sandbox.url}/privacy-policy`)).text()).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
  expect(servedPages(sandbox.dir)).toEqual(pagesBefore);
  await page.reload();
  await expect(heading(page)).toHaveText('Privacy Policy');

  expect(sandbox.bbg('remotes')).toContain(`legal    current ${shellBefore.remotes.legal!.current}`);
});

test('a release whose pages cannot be rendered stops with a clear message and changes nothing', async ({ request }) => {
  const registryBefore = readDeployedRegistry(sandbox.dir);
  const pagesBefore = servedPages(sandbox.dir);
  const broken = variantBuild('mfe-legal', 'Privacy Policy', 'Privacy Notice');
  writeFileSync(join(broken, 'server/pages.cjs'), 'throw new Error("render bundle broken on purpose");\n');
  expect(() => sandbox.bbg('release', 'legal', '--from', broken)).toThrow(/mfe-legal was not released: .*render bundle broken on purpose.*unchanged/s);
  expect(readDeployedRegistry(sandbox.dir)).toEqual(registryBefore);
  expect(servedPages(sandbox.dir)).toEqual(pagesBefore);
  expect(await (await request.get(`${sandbox.url}/privacy-policy`)).text()).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
});

test('bad arguments get a clear message and change nothing', async () => {
  const before = readDeployedRegistry(sandbox.dir);
  expect(() => sandbox.bbg('rollback', 'nope')).toThrow(/Unknown remote 'nope'/);
  expect(() => sandbox.bbg('rollback', 'legal', '--to', '9.9.9-missing')).toThrow(/has no version 9\.9\.9-missing/);
  expect(() => sandbox.bbg('rollback', 'legal', '--to', before.remotes.legal!.current)).toThrow(/is already at/);
  expect(() => sandbox.bbg('rollback', 'legal', '--to')).toThrow(/Usage: npm run rollback/);
  expect(() => sandbox.bbg('release', 'nope')).toThrow(/Unknown remote 'nope'/);
  expect(readDeployedRegistry(sandbox.dir)).toEqual(before);
});

test('a tampered remote entry is refused and only that section shows the fallback', async ({ page }) => {
  sandbox.forgetHistory('legal');
  const record = readDeployedRegistry(sandbox.dir).remotes.legal!;
  tamper(join(sandbox.dir, record.versions[record.current]!.entryScript));
  await page.goto(`${sandbox.url}/privacy-policy`);
  await expect(page.getByRole('alert')).toContainText('Legal is unavailable right now');
  expect(await page.evaluate(() => 'tampered' in window && (window as { __tampered?: boolean }).__tampered)).toBeFalsy();
  await page.goto(`${sandbox.url}/`);
  await expect(heading(page)).toBeVisible();
});

test('a tampered chunk is refused before it runs', async ({ page }) => {
  sandbox.forgetHistory('legal');
  const record = readDeployedRegistry(sandbox.dir).remotes.legal!;
  const version = record.versions[record.current]!;
  const manifest = (await (await page.request.get(`${sandbox.url}/${version.entry}`)).json()) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const expose = manifest.exposes.find((e) => e.path === './privacy-policy')!;
  const chunk = expose.assets.js.sync.find((f) => f.includes('expose'))!;
  tamper(join(sandbox.dir, 'remotes', 'legal', version.version, chunk));
  await page.goto(`${sandbox.url}/privacy-policy`);
  await expect(page.getByRole('alert')).toContainText('Legal is unavailable right now');
  expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeFalsy();
});

test('when the current version fails, the shell falls back to the version before it', async ({ page }) => {
  const v2 = variantBuild('mfe-legal', 'Privacy Policy', 'Privacy Notice');
  sandbox.bbg('release', 'legal', '--from', v2);
  const record = readDeployedRegistry(sandbox.dir).remotes.legal!;
  tamper(join(sandbox.dir, record.versions[record.current]!.entryScript));
  await page.goto(`${sandbox.url}/privacy-policy`);
  await expect(heading(page)).toHaveText('Privacy Policy');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("legal's French, marked reviewed and released, is indexed: its pages and the sitemap name it; a rollback undoes it", async ({ request }) => {
  const get = async (path: string): Promise<string> => (await request.get(`${sandbox.url}${path}`)).text();
  const pagesBefore = servedPages(sandbox.dir);
  const sitemapBefore = await get('/sitemap.xml');
  expect(await get('/fr/privacy-policy')).toContain('<meta name="robots" content="noindex">');

  // The legal team's review, as `npm run translations -- review legal fr` writes it, in a build of the same sources.
  const build = buildCopy('mfe-legal');
  writeFileSync(join(build, 'translations.json'), JSON.stringify({ reviewed: { fr: '2026-11-28' } }));
  expect(sandbox.bbg('release', 'legal', '--from', build)).toMatch(/released as/);

  const french = await get('/fr/privacy-policy');
  expect(french).not.toContain('name="robots"');
  for (const [hreflang, path] of [['en', '/privacy-policy'], ['fr', '/fr/privacy-policy'], ['x-default', '/privacy-policy']]) {
    expect(french).toMatch(new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="https?://[^"/]+${path}">`));
  }
  expect(french).not.toContain('hreflang="ar"');
  expect(await get('/privacy-policy')).toMatch(/<link rel="alternate" hreflang="fr" href="https?:\/\/[^"/]+\/fr\/privacy-policy">/);
  expect(await get('/ar/privacy-policy')).toContain('<meta name="robots" content="noindex">');
  // Another section's French is its own team's: still unreviewed.
  expect(await get('/fr/about-us')).toContain('<meta name="robots" content="noindex">');
  const sitemap = await get('/sitemap.xml');
  expect(sitemap).toMatch(/\/fr\/privacy-policy<\/loc>/);
  expect(sitemap).toMatch(/\/fr\/t&amp;c<\/loc>/);
  expect(sitemap).not.toMatch(/\/fr\/about-us<\/loc>/);

  sandbox.bbg('rollback', 'legal');
  expect(await get('/fr/privacy-policy')).toContain('<meta name="robots" content="noindex">');
  expect(await get('/sitemap.xml')).toBe(sitemapBefore);
  expect(servedPages(sandbox.dir)).toEqual(pagesBefore);
});
