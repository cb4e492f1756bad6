import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { COHORT_COOKIE, inCanary, RENDER_ATTRIBUTE } from '@bbg/contract';
import { viewerRequest } from '../../tools/cdn/viewer-request.fixture';
import { expect, test } from '../support/site-test';
import { expectAdopted, expectPartLive } from '../support/adoption';
import { openSandbox, variantBuild, type DeploySandbox } from '../support/deploy-sandbox';
import { skipStartupLoader } from '../support/page-health';
import { readDeployedRegistry } from '../support/registry';

// One sandbox for the file: a release of legal whose pages say "Privacy Notice", as a canary to 25% of visitors.
let sandbox: DeploySandbox;
let canary: string;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  sandbox = await openSandbox();
  const out = sandbox.bbg('release', 'legal', '--from', variantBuild('mfe-legal', 'Privacy Policy', 'Privacy Notice'), '--canary', '25');
  expect(out).toMatch(/released as a canary to 25% of visitors/);
  canary = readDeployedRegistry(sandbox.dir).remotes.legal?.canary?.version ?? '';
  expect(canary).not.toBe('');
});
test.afterAll(async () => sandbox.close());

/** The CloudFront Function the release wrote into the deploy folder: the object it serves a request with this cohort. */
function cdnChoice(): (path: string, cohort: number) => string {
  const source = readFileSync(join(sandbox.dir, 'cloudfront-viewer-request.js'), 'utf8');
  const answer = viewerRequest(source);
  return (path, cohort) => answer(path, { [COHORT_COOKIE]: { value: String(cohort) } }).uri ?? '';
}

/** The cohort a fresh visitor was given, from the Set-Cookie of its first page. */
const cohortOf = (setCookie: string | undefined): number => Number(new RegExp(`${COHORT_COOKIE}=(\\d+)`).exec(setCookie ?? '')?.[1] ?? Number.NaN);

test('of 400 new visitors at 25%, between 15% and 35% get the canary page, each by the cohort in its cookie; the CDN function chooses the same page for each', async ({ request }) => {
  const cdn = cdnChoice();
  const compared = new Set<string>();
  let served = 0;
  for (let i = 0; i < 400; i += 1) {
    const response = await request.get(`${sandbox.url}/privacy-policy`, { headers: { Cookie: '' } });
    const cohort = cohortOf(response.headers()['set-cookie']);
    expect(Number.isInteger(cohort)).toBe(true);
    const html = await response.text();
    const inCanaryPage = /<h1[^>]*>Privacy Notice<\/h1>/.test(html);
    expect(inCanaryPage).toBe(inCanary(cohort, 'legal', 25));
    const object = cdn('/privacy-policy', cohort);
    expect(object).toEqual(inCanaryPage ? expect.stringMatching(new RegExp(`^/canary/legal/[0-9a-f]{12}/${canary}/privacy-policy\\.html$`)) : '/privacy-policy.html');
    // The first of each kind: the object the CDN would serve is, byte for byte, the page the server served.
    if (!compared.has(object)) expect(await (await request.get(`${sandbox.url}${object}`)).text()).toBe(html);
    compared.add(object);
    if (inCanaryPage) served += 1;
  }
  expect(served).toBeGreaterThanOrEqual(60);
  expect(served).toBeLessThanOrEqual(140);
  console.log(`canary served to ${served} of 400 new visitors at 25%`);
});

/** A fresh visitor whose cohort is in the canary's share (or not), and every legal file its browser requests. */
async function visitor(browser: Browser, wantCanary: boolean): Promise<{ page: Page; legalFiles: string[] }> {
  for (let tries = 0; tries < 40; tries += 1) {
    const cohort = Math.floor(Math.random() * 2 ** 32);
    if (inCanary(cohort, 'legal', 25) !== wantCanary) continue;
    const context = await browser.newContext();
    await context.addCookies([{ name: COHORT_COOKIE, value: String(cohort), url: sandbox.url }]);
    const page = await context.newPage();
    await skipStartupLoader(page);
    const legalFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/legal/')) legalFiles.push(request.url());
    });
    return { page, legalFiles };
  }
  throw new Error('no cohort found');
}

for (const wantCanary of [true, false]) {
  test(`a visitor ${wantCanary ? 'in' : 'outside'} the share keeps its version over 5 reloads and a client navigation${wantCanary ? '' : ', and never requests a canary file'}`, async ({ browser }) => {
    const { page, legalFiles } = await visitor(browser, wantCanary);
    const title = wantCanary ? 'Privacy Notice' : 'Privacy Policy';
    await page.goto(`${sandbox.url}/privacy-policy`);
    for (let reload = 0; reload <= 5; reload += 1) {
      if (reload > 0) await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted');
    }
    // A client navigation: home, then the footer's Terms & Conditions, whose privacy link names the version's page.
    await page.goto(`${sandbox.url}/`);
    await expectAdopted(page);
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' });
    await terms.scrollIntoViewIfNeeded();
    await expectPartLive(terms);
    await terms.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Privacy' }).getByRole('link', { name: title })).toBeVisible();
    const canaryFiles = legalFiles.filter((url) => url.includes(`/remotes/legal/${canary}/`));
    if (wantCanary) expect(canaryFiles.length).toBeGreaterThan(0);
    else expect(canaryFiles).toEqual([]);
    await page.context().close();
  });
}
