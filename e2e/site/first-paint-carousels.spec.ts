import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { type Browser, expect, type Locator, type Page, PREVIEW_REPLACES, previewReplaces, test } from '../support/site-test';
import { holdAdoption, replacedControls, tagServedControls } from '../support/adoption';
import { skipStartupLoader } from '../support/page-health';

test.beforeEach(async ({ page }) => skipStartupLoader(page));
// Each test waits for a whole page to be served, adopted, then for swiper on every carousel: a busy machine is slow.
test.describe.configure({ timeout: 120_000 });

/** The carousels of each page, by their region names, as served before any script has run. */
const pages = [
  { path: '/brands', carousels: ['Success stories'] },
  { path: '/partners', carousels: ['What our partners say', 'Our achievements', 'Our suppliers'] },
  { path: '/spj', carousels: ['SPJ Electronics highlights'] },
  { path: '/media-day', carousels: ['Foundation Day gallery'] },
] as const;

/**
 * Opens `path` with its adoption held: the served page is parsed, no part of it adopted yet. What waits for the
 * hero may still be hidden then, so served parts are looked up with hidden ones included.
 */
async function openServed(page: Page, path: string, last: (page: Page) => Locator): Promise<() => Promise<void>> {
  const release = await holdAdoption(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(last(page)).toBeAttached({ timeout: 30_000 });
  await expect(page.getByRole('contentinfo', { includeHidden: true })).toBeAttached();
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_ATTRIBUTE, /./);
  return release;
}

/** A page as a visitor without scripts gets it: what the server wrote, nothing more. */
async function servedOnly(browser: Browser, path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

for (const { path, carousels } of pages) {
  test(`${path}: adoption and swiper keep every served control, carousels included`, async ({ page }) => {
    test.skip(previewReplaces(path), PREVIEW_REPLACES);
    const served = carousels.map((name) => page.getByRole('region', { name, includeHidden: true }));
    const release = await openServed(page, path, () => served[served.length - 1] as Locator);
    for (const region of served) await expect(region.getByRole('group', { includeHidden: true }).first()).toBeAttached();
    expect(await tagServedControls(page)).toBeGreaterThan(0);
    const slides = await page.evaluate(() => {
      (window as unknown as { __servedSlides: Element[] }).__servedSlides = [...document.querySelectorAll('#root .swiper-slide')];
      return (window as unknown as { __servedSlides: Element[] }).__servedSlides.length;
    });
    expect(slides).toBeGreaterThan(0);
    await release();
    expect(await replacedControls(page)).toEqual([]);

    for (const name of carousels) {
      const region = page.getByRole('region', { name });
      await region.scrollIntoViewIfNeeded();
      // Swiper starts on the served track itself: the served slides are the ones it moves.
      await expect(region.locator('.swiper.swiper-initialized')).toHaveCount(1, { timeout: 30_000 });
    }
    expect(await replacedControls(page)).toEqual([]);
    // Every served slide is still in the page, inside a carousel swiper runs on.
    const kept = await page.evaluate(() =>
      (window as unknown as { __servedSlides: Element[] }).__servedSlides.filter((slide) => slide.isConnected && slide.closest('.swiper-initialized')).length,
    );
    expect(kept).toBe(slides);
  });
}

test('/brands: a tab pressed before adoption is the active tab once the page is adopted', async ({ page }) => {
  test.skip(previewReplaces('/brands'), PREVIEW_REPLACES);
  const release = await openServed(page, '/brands', () => page.getByRole('tablist', { name: 'Brand categories', includeHidden: true }));
  const tablist = page.getByRole('tablist', { name: 'Brand categories' });
  const travels = tablist.getByRole('tab', { name: 'Travels' });
  await expect(tablist.getByRole('tab', { name: 'All brands' })).toHaveAttribute('aria-selected', 'true');
  await travels.scrollIntoViewIfNeeded();
  await travels.click();
  // Held until the tab list is live: nothing changed yet.
  await expect(travels).toHaveAttribute('aria-selected', 'false');
  await release();
  await expect(travels).toHaveAttribute('aria-selected', 'true');
  await expect(tablist.getByRole('tab', { name: 'All brands' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: 'Travels' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('/spj serves every brand slide and /brands every success story', async ({ browser }) => {
  await servedOnly(browser, '/spj', async (page) => {
    const slider = page.getByRole('region', { name: 'SPJ Electronics highlights' });
    await expect(slider.getByRole('group')).toHaveCount(3);
    await expect(slider.getByRole('heading', { level: 3 })).toHaveText(['Electronics for every shelf', 'Insights from the market', 'Offerings for retailers']);
  });
  await servedOnly(browser, '/brands', async (page) => {
    const stories = page.getByRole('region', { name: 'Success stories' });
    await expect(stories.getByRole('group')).toHaveCount(3);
    await expect(stories.getByRole('heading', { level: 3 })).toHaveText([
      'A million holidaymakers and counting',
      'From one market to more than twenty',
      'Corporate travel, award-winning',
    ]);
    await expect(stories.getByRole('link', { name: 'Discover SPJ Electronics' })).toHaveAttribute('href', '/spj');
  });
});
