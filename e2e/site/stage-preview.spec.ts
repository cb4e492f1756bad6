import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PREVIEW_REPLACES_ATTRIBUTE, RENDER_ATTRIBUTE } from '@bbg/contract';
import { holdAdoption } from '../support/adoption';
import { openSandbox, variantBuild, type DeploySandbox } from '../support/deploy-sandbox';
import { skipStartupLoader } from '../support/page-health';
import { e2ePreview, seedArguments, seedPreview } from '../support/preview';
import { readDeployedRegistry } from '../support/registry';

// Each test works on its own copy of the deploy folder with its own server (needs npm run build first).
let sandbox: DeploySandbox;
test.beforeEach(async ({ page }) => {
  sandbox = await openSandbox();
  await skipStartupLoader(page);
});
test.afterEach(async () => sandbox.close());

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const bar = (page: Page) => page.getByRole('region', { name: 'Preview' });
const servedPages = (dir: string): Map<string, string> =>
  new Map(readdirSync(dir).filter((f) => f.endsWith('.html')).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));

/** Stages a legal version whose privacy page says "Privacy Notice"; returns its version name. */
function stageNotice(): string {
  expect(sandbox.bbg('release', 'legal', '--stage', '--from', variantBuild('mfe-legal', 'Privacy Policy', 'Privacy Notice'))).toMatch(/staged in/);
  const staged = readDeployedRegistry(sandbox.dir).remotes.legal?.staged ?? [];
  expect(staged).toHaveLength(1);
  return staged[0]!;
}

/** The printed preview link, pointed at this sandbox rather than the configured siteUrl. */
const previewLink = (version: string, path: string): string =>
  sandbox.bbg('preview-url', 'legal', version, '--path', path).trim().replace(/^https?:\/\/[^/]+/, sandbox.url);

test('staging leaves visitors on the live version; the preview link shows the staged change in that tab only', async ({ page, context, request }) => {
  const registryBefore = readDeployedRegistry(sandbox.dir);
  const pagesBefore = servedPages(sandbox.dir);
  const version = stageNotice();
  expect(readDeployedRegistry(sandbox.dir).remotes.legal!.current).toBe(registryBefore.remotes.legal!.current);
  expect(servedPages(sandbox.dir)).toEqual(pagesBefore);
  expect(await (await request.get(`${sandbox.url}/privacy-policy`)).text()).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
  expect(sandbox.bbg('remotes')).toContain(`staged: ${version}`);

  await page.goto(previewLink(version, '/privacy-policy'));
  await expect(bar(page)).toContainText(`Preview: Legal ${version}`);
  await expect(heading(page)).toHaveText('Privacy Notice');
  await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'client');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  await expect(heading(page)).toHaveText('Privacy Notice');

  const other = await context.newPage();
  await other.goto(`${sandbox.url}/privacy-policy`);
  await expect(heading(other)).toHaveText('Privacy Policy');
  await expect(bar(other)).toHaveCount(0);

  await bar(page).getByRole('button', { name: 'Exit' }).click();
  await expect(heading(page)).toHaveText('Privacy Policy');
  await expect(bar(page)).toHaveCount(0);
});

test('a forged preview link changes nothing but a message in the bar', async ({ page }) => {
  const version = stageNotice();
  const live = readDeployedRegistry(sandbox.dir).remotes.legal!.current;
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  for (const forged of [`legal@${live}`, `legal@9.9.9-999999999999`, `brands@${version}`, 'https://evil.example/remoteEntry.js', `legal@${version}<script>alert(1)</script>`]) {
    await page.goto(`${sandbox.url}/privacy-policy?bbg-preview=${encodeURIComponent(forged)}`);
    await expect(bar(page)).toContainText('Preview not started');
    await expect(heading(page)).toHaveText('Privacy Policy');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
  expect(scripts.filter((url) => !url.startsWith(sandbox.url))).toEqual([]);
  expect(scripts.filter((url) => url.includes(`/remotes/legal/${version}/`))).toEqual([]);
});

test('promote makes the staged change live with its pages; rollback undoes it; discard forgets a version', async ({ page, request }) => {
  const live = readDeployedRegistry(sandbox.dir).remotes.legal!.current;
  const version = stageNotice();
  expect(sandbox.bbg('promote', 'legal', version)).toMatch(/promoted from/);
  expect(await (await request.get(`${sandbox.url}/privacy-policy`)).text()).toMatch(/<h1[^>]*>Privacy Notice<\/h1>/);
  await page.goto(`${sandbox.url}/privacy-policy`);
  await expect(heading(page)).toHaveText('Privacy Notice');
  await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted');

  expect(sandbox.bbg('rollback', 'legal')).toMatch(new RegExp(`rolled back from ${version} to ${live}`));
  expect(await (await request.get(`${sandbox.url}/privacy-policy`)).text()).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);

  const again = variantBuild('mfe-legal', 'Privacy Policy', 'Privacy Terms');
  sandbox.bbg('release', 'legal', '--stage', '--from', again);
  const discarded = readDeployedRegistry(sandbox.dir).remotes.legal!.staged![0]!;
  expect(sandbox.bbg('discard', 'legal', discarded)).toMatch(/discarded/);
  expect(() => sandbox.bbg('promote', 'legal', discarded)).toThrow(/has no staged version/);
  expect(() => sandbox.bbg('preview-url', 'legal', discarded)).toThrow(/has no staged version/);
});

test('E2E_PREVIEW puts a whole test context on the preview; until the staged page renders, the live one is hidden in that tab', async ({ browser }) => {
  const version = stageNotice();
  expect(() => e2ePreview('https://evil.example/x.js')).toThrow(/E2E_PREVIEW must be <remote>@<version>/);
  const context = await browser.newContext();
  await context.addInitScript(seedPreview, seedArguments(e2ePreview(`legal@${version}`)!));
  const page = await context.newPage();
  await skipStartupLoader(page);

  // Scripts held: the live version's served privacy page is in the document but not shown; another remote's page is.
  const release = await holdAdoption(page);
  await page.goto(`${sandbox.url}/privacy-policy`, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute(PREVIEW_REPLACES_ATTRIBUTE, '');
  await expect(heading(page)).toBeHidden();
  await expect(page.getByText('Privacy Policy').first()).toBeAttached();
  await page.goto(`${sandbox.url}/about-us`, { waitUntil: 'commit' });
  await expect(heading(page)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute(PREVIEW_REPLACES_ATTRIBUTE);
  await release();

  await page.goto(`${sandbox.url}/privacy-policy`);
  await expect(bar(page)).toContainText(`Preview: Legal ${version}`);
  await expect(heading(page)).toHaveText('Privacy Notice');
  // Exit holds for the rest of the test, though every page of the context is seeded.
  await bar(page).getByRole('button', { name: 'Exit' }).click();
  await expect(heading(page)).toHaveText('Privacy Policy');
  await page.reload();
  await expect(heading(page)).toHaveText('Privacy Policy');
  await expect(bar(page)).toHaveCount(0);
  await context.close();
});
