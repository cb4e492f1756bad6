import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, type Locator, type Page, PREVIEW_REPLACES, previewReplaces, test } from '../support/site-test';
import { emulateSlowPhone, holdAdoption, tagServedControls } from '../support/adoption';
import { skipStartupLoader } from '../support/page-health';

/** The side-dot rail of a page with snapping sections. */
const dots = (page: Page): Locator => page.getByRole('navigation', { name: 'Page sections' });

/** Not adopted yet: the shell's entry has not run, so the page is still the served HTML. */
async function expectServed(page: Page): Promise<void> {
  expect(await page.locator('html').getAttribute(RENDER_ATTRIBUTE)).toBeNull();
}

/** What the page holds from before adoption: every served control (tagServedControls) and every section. */
interface ServedElements {
  __servedControls: Element[];
  __servedSections: Element[];
}

/** Tags the served controls and the page's sections, to find the same elements after adoption. */
async function tagServed(page: Page): Promise<void> {
  expect(await tagServedControls(page)).toBeGreaterThan(0);
  await page.evaluate(() => {
    (window as unknown as ServedElements).__servedSections = [...document.querySelectorAll('#root section[id]')];
  });
}

/** The served in-page moves (links to an id of the page, the skip link aside) and sections that adoption replaced. */
async function replacedMoves(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { __servedControls: controls, __servedSections: sections } = window as unknown as ServedElements;
    const moves = controls.filter((control) => /^#(?!main$)./.test(control.getAttribute('href') ?? ''));
    if (moves.length === 0 || sections.length === 0) return ['nothing was tagged'];
    return [...moves, ...sections].filter((element) => !element.isConnected).map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? `#${element.id}`}`);
  });
}

/** Back to the top; asked again until it holds, since a smooth move still under way can swallow an instant scroll. */
const scrollToTop = async (page: Page): Promise<void> => {
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        return window.scrollY;
      }),
    )
    .toBe(0);
};

test.beforeEach(async ({ page }) => skipStartupLoader(page));
test.describe.configure({ timeout: 90_000 });

test.describe('in-page moves before the page is adopted', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("/brands: There's More moves to the brand browser before and after adoption, and adoption keeps it", async ({ page }) => {
    test.skip(previewReplaces('/brands'), PREVIEW_REPLACES);
    const release = await holdAdoption(page);
    await page.goto('/brands', { waitUntil: 'commit' });
    const more = page.getByRole('link', { name: "There's More" });
    const browserHeading = page.getByRole('heading', { level: 2, name: 'Brands built for every journey' });
    await expect(more).toBeVisible({ timeout: 30_000 });
    await expect(more).toHaveAttribute('href', '#brand-browser');
    await tagServed(page);

    await more.click();
    await expect(browserHeading).toBeInViewport();
    await expect(page).toHaveURL(/\/brands#brand-browser$/);
    await expectServed(page);

    await release();
    expect(await replacedMoves(page)).toEqual([]);
    await expect(browserHeading).toBeInViewport();
    await expect(dots(page).getByRole('link', { name: 'Our Brands' })).toHaveAttribute('aria-current', 'true');

    await scrollToTop(page);
    await expect(dots(page).getByRole('link', { name: 'Brands', exact: true })).toHaveAttribute('aria-current', 'true');
    await more.click();
    await expect(browserHeading).toBeInViewport();
    await expect(dots(page).getByRole('link', { name: 'Our Brands' })).toHaveAttribute('aria-current', 'true');
  });

  test('/about-us: a side dot moves to its section before adoption, and the dots keep working after it', async ({ page }) => {
    const release = await holdAdoption(page);
    await page.goto('/about-us', { waitUntil: 'commit' });
    const financial = dots(page).getByRole('link', { name: 'Financial' });
    // The dots show once the hero picture has loaded, before any script of the page has run.
    await expect(financial).toBeVisible({ timeout: 30_000 });
    await expect(dots(page).getByRole('link')).toHaveCount(9);
    await tagServed(page);

    await financial.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Steady growth, year after year' })).toBeInViewport();
    await expect(page).toHaveURL(/\/about-us#financial$/);
    await expectServed(page);

    await release();
    expect(await replacedMoves(page)).toEqual([]);
    await expect(financial).toHaveAttribute('aria-current', 'true');
    const journey = dots(page).getByRole('link', { name: 'Journey' });
    await journey.click();
    await expect(page.getByRole('heading', { level: 2, name: 'From one office in 2013 to 50+ branches' })).toBeInViewport();
    await expect(journey).toHaveAttribute('aria-current', 'true');
    await expect(financial).not.toHaveAttribute('aria-current');
  });

  test('/partners: Explore Now and the down-arrow move to Why before adoption, and after it', async ({ page }) => {
    const release = await holdAdoption(page);
    await page.goto('/partners', { waitUntil: 'commit' });
    const explore = page.getByRole('link', { name: 'Explore Now' });
    const arrow = page.getByRole('link', { name: 'Scroll to next section' });
    const why = page.getByRole('heading', { level: 2, name: 'A partner that travels further' });
    await expect(explore).toBeVisible({ timeout: 30_000 });
    await expect(arrow).toBeVisible();
    await tagServed(page);

    await explore.click();
    await expect(why).toBeInViewport();
    await expect(page).toHaveURL(/\/partners#why$/);
    await scrollToTop(page);
    await arrow.click();
    await expect(why).toBeInViewport();
    await expectServed(page);

    await release();
    expect(await replacedMoves(page)).toEqual([]);
    await expect(dots(page).getByRole('link', { name: 'Why' })).toHaveAttribute('aria-current', 'true');
    await scrollToTop(page);
    await arrow.click();
    await expect(why).toBeInViewport();
    await scrollToTop(page);
    await explore.click();
    await expect(why).toBeInViewport();
    await expect(dots(page).getByRole('link', { name: 'Why' })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("/brands: There's More, tapped as soon as it shows, moves to the brand browser", async ({ page }) => {
    test.skip(previewReplaces('/brands'), PREVIEW_REPLACES);
    test.setTimeout(150_000);
    await emulateSlowPhone(page);
    await page.goto('/brands', { waitUntil: 'commit' });
    const more = page.getByRole('link', { name: "There's More" });
    await expect(more).toBeVisible({ timeout: 60_000 });
    const adoptedBeforeTap = (await page.locator('html').getAttribute(RENDER_ATTRIBUTE)) === 'adopted';
    await more.tap();
    const browserHeading = page.getByRole('heading', { level: 2, name: 'Brands built for every journey' });
    await expect(browserHeading).toBeInViewport({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/brands#brand-browser$/);
    // The point of the run: on this phone the tap lands well before the page's scripts have adopted it.
    expect(adoptedBeforeTap).toBe(false);
    await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted', { timeout: 90_000 });
    await expect(browserHeading).toBeInViewport();
  });
});
