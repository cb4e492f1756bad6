import { LIVE_ATTRIBUTE, partsComingAlive, RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, PREVIEW_REPLACES, previewReplaces, test, type Page } from '../support/site-test';
import { holdAdoption, replacedControls, tagServedControls } from '../support/adoption';
import { skipStartupLoader, watchPage } from '../support/page-health';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

/** One page of each route group (each remote, each kind of page), and the shell's home: on a phone, every one. */
const routes = ['/', '/about-us', '/partners', '/brands', '/spj', '/media-center', '/media-day', '/contact-us', '/world-wide', '/privacy-policy', '/bbg-overview', '/gsa'];
/**
 * On a desktop, the pages whose served markup a wide screen changes most (the header's desktop menu on every page, the
 * home page's and the brand browser's wide layouts, the contact form beside its map). Every route is also adopted in
 * place at 1440 px on the walk in every-route.spec.ts.
 */
const desktopRoutes = ['/', '/about-us', '/brands', '/contact-us'];

/** Scrolls to the bottom a screen at a time, so every part near the viewport comes alive, then waits for the rest. */
async function bringEveryPartAlive(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? 800;
  for (let y = 0; y <= height; y += screen) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(150);
  }
  await expect
    .poll(() => page.evaluate(([parts, live]) => [...document.querySelectorAll(parts)].filter((part) => !part.hasAttribute(live)).length, [partsComingAlive(), LIVE_ATTRIBUTE] as const), {
      message: 'every island and every replaying part is live',
      timeout: 30_000,
    })
    .toBe(0);
}

for (const [width, paths] of [[390, routes], [1440, desktopRoutes]] as const) {
  test.describe(`adoption at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const path of paths) {
      test(`${path}: adopted in place, every served control the same element once the page and all its parts are live`, async ({ page }) => {
        test.skip(previewReplaces(path), PREVIEW_REPLACES);
        const problems = await watchPage(page);
        const release = await holdAdoption(page);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.locator('h1').first()).toBeVisible();
        const served = await tagServedControls(page);
        expect(served, 'the served page has controls').toBeGreaterThan(5);
        await release();
        // Adopted, not rendered afresh: a page whose served markup the app's first render disagrees with is replaced.
        await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted');
        await bringEveryPartAlive(page);
        expect(await replacedControls(page), `${path}: served controls replaced on adoption`).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.cspViolations).toEqual([]);
      });
    }
  });
}
