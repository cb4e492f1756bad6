import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { COHORT_COOKIE, inCanary, RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, test } from '../support/site-test';
import { openSandbox, variantBuild, type DeploySandbox } from '../support/deploy-sandbox';
import { skipStartupLoader } from '../support/page-health';
import { readDeployedRegistry } from '../support/registry';
import { listFiles, sri } from '../../tools/deploy/hash';

let sandbox: DeploySandbox;
test.beforeEach(async () => {
  sandbox = await openSandbox();
  // The judge reads the beacons the sandbox's server logged.
  process.env.VITALS_LOG = join(sandbox.dir, 'vitals.jsonl');
});
test.afterEach(async () => {
  delete process.env.VITALS_LOG;
  await sandbox.close();
});

/**
 * A build of mfe-legal whose privacy page says "Privacy Notice" and, two seconds after it has come alive, throws an
 * uncaught error for about four visitors in five: the script is re-signed as a rebuild would sign it.
 */
function throwingBuild(): string {
  const out = variantBuild('mfe-legal', 'Privacy Policy', 'Privacy Notice');
  const scripts = listFiles(out).filter((file) => file.endsWith('.js'));
  const exposed = scripts.find((file) => file.includes('__federation_expose_privacy_policy'));
  if (!exposed) throw new Error('no privacy page chunk');
  const before = readFileSync(join(out, exposed));
  const after = Buffer.concat([before, Buffer.from('\n;setTimeout(function(){if(Math.random()<0.8)throw new Error("the canary broke");},2000);\n')]);
  writeFileSync(join(out, exposed), after);
  for (const file of scripts) writeFileSync(join(out, file), readFileSync(join(out, file), 'utf8').replaceAll(sri(before), sri(after)));
  return out;
}

/** A fresh visitor of the given cohort reads the privacy page for a few seconds and leaves: its beacon goes. */
async function visit(browser: Browser, cohort: number): Promise<string> {
  const context = await browser.newContext();
  await context.addCookies([{ name: COHORT_COOKIE, value: String(cohort), url: sandbox.url }]);
  const page = await context.newPage();
  await skipStartupLoader(page);
  page.on('pageerror', () => undefined);
  await page.goto(`${sandbox.url}/privacy-policy`);
  await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted', { timeout: 20_000 });
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('bbg:vitals-watching').length), { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(2500);
  const sent = page.waitForRequest((request) => request.url().endsWith('/vitals'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await sent;
  await context.close();
  return title;
}

test('a canary that throws after adoption for some visitors is rolled back by the judge; current never changed', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const current = readDeployedRegistry(sandbox.dir).remotes.legal?.current;
  expect(sandbox.bbg('release', 'legal', '--from', throwingBuild(), '--canary', '50')).toMatch(/released as a canary to 50% of visitors/);
  const canary = readDeployedRegistry(sandbox.dir).remotes.legal?.canary?.version;

  // Twelve visitors in the canary's share and twelve outside it, four at a time.
  const cohorts = Array.from({ length: 200 }, (_, i) => 1_000_003 * (i + 1));
  const inside = cohorts.filter((c) => inCanary(c, 'legal', 50)).slice(0, 12);
  const outside = cohorts.filter((c) => !inCanary(c, 'legal', 50)).slice(0, 12);
  const visitors = inside.flatMap((c, i) => [c, outside[i] ?? 0]);
  const titles: string[] = [];
  for (let i = 0; i < visitors.length; i += 4) titles.push(...(await Promise.all(visitors.slice(i, i + 4).map((cohort) => visit(browser, cohort)))));
  expect(titles.filter((title) => title === 'Privacy Notice')).toHaveLength(12);

  const said = sandbox.bbg('judge', '--min-views', '10', '--min-samples', '10');
  console.log(said.trim());
  expect(said).toMatch(new RegExp(`^legal canary ${canary}: roll back \\(worse than ${current}: a higher error rate \\(z [\\d.]+, p [\\d.e-]+\\); views \\d+ against \\d+, errors \\d+\\.\\d% against 0\\.0%\\)$`, 'm'));
  const after = readDeployedRegistry(sandbox.dir).remotes.legal;
  expect(after?.current).toBe(current);
  expect(after?.canary).toBeUndefined();
  // Every visitor gets the stable page, a canary cohort too.
  for (const cohort of inside.slice(0, 3)) {
    const html = await (await request.get(`${sandbox.url}/privacy-policy`, { headers: { Cookie: `${COHORT_COOKIE}=${cohort}` } })).text();
    expect(html).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
  }
});
