import { expect, test, type Page } from '../support/site-test';
import { skipStartupLoader } from '../support/page-health';

/** Every page with the side-dot rail (ScrollSections). */
const pagesWithDots = ['/', '/about-us', '/partners', '/brands', '/world-wide', '/media-center', '/media-center-inner2', '/media-day', '/news-events-inner'];

/** Words on screen (headings, paragraphs, list items, links) in `scope` whose box the rail overlaps. */
async function wordsUnderRail(page: Page, scope: 'main' | 'body' = 'main'): Promise<string[]> {
  return page.evaluate((within) => {
    const nav = document.querySelector('nav[aria-label="Page sections"]');
    if (!nav) return ['no rail'];
    // Past the last section the rail hides: nothing is under it then.
    if (getComputedStyle(nav).visibility === 'hidden') return [];
    const rail = nav.getBoundingClientRect();
    const hits: string[] = [];
    const overlapsRail = (box: { left: number; right: number; top: number; bottom: number }): boolean =>
      box.left < rail.right && box.right > rail.left && box.top < rail.bottom && box.bottom > rail.top;
    for (const element of document.querySelectorAll(['h1', 'h2', 'h3', 'p', 'li', 'a', 'button'].map((tag) => `${within} ${tag}`).join(', '))) {
      if (element.closest('nav[aria-label="Page sections"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()];
      // Clipping only cuts boxes down: words whose whole boxes miss the rail cannot be under it (most of them).
      if (!rects.some(overlapsRail)) continue;
      // What a clipping ancestor (a carousel's track) cuts off is not on screen: only the part left in view counts.
      let clip = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const edge = parent.getBoundingClientRect();
        clip = { left: Math.max(clip.left, edge.left), right: Math.min(clip.right, edge.right), top: Math.max(clip.top, edge.top), bottom: Math.min(clip.bottom, edge.bottom) };
      }
      for (const whole of rects) {
        const box = { left: Math.max(whole.left, clip.left), right: Math.min(whole.right, clip.right), top: Math.max(whole.top, clip.top), bottom: Math.min(whole.bottom, clip.bottom), width: 0 };
        box.width = box.right - box.left;
        const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && box.bottom > box.top;
        if (onScreen && overlapsRail(box) && getComputedStyle(element).visibility !== 'hidden') hits.push((element.textContent ?? '').trim().slice(0, 40));
      }
    }
    return [...new Set(hits)];
  }, scope);
}

// Where the rail sits is the question here, not how the page moves: reduced motion makes each dot's move instant.
test.use({ reducedMotion: 'reduce' });

test.describe('side dots on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => skipStartupLoader(page));

  test('the rail covers no words in any section', async ({ page }) => {
    test.setTimeout(30_000 + pagesWithDots.length * 8_000);
    for (const path of pagesWithDots) {
      await page.goto(path);
      const dots = page.getByRole('navigation', { name: 'Page sections' }).getByRole('link');
      await expect(dots.first(), path).toBeVisible();
      for (const dot of await dots.all()) {
        await dot.click();
        await expect(dot, path).toHaveAttribute('aria-current', 'true');
        expect(await wordsUnderRail(page), `${path}, section ${await dot.getAttribute('aria-label')}`).toEqual([]);
      }
    }
  });
});

test.describe('side dots past the last section', () => {
  test.beforeEach(async ({ page }) => skipStartupLoader(page));

  test('the rail covers no words below the sections or in the footer, on phones and tablets: it leaves with the last section', async ({ page }) => {
    test.setTimeout(30_000 + pagesWithDots.length * 15_000);
    // Each page is loaded once and then turned to each width, as a tablet or a phone turned sideways is.
    for (const path of pagesWithDots) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      // Instant scrolling, so each step shows what a reader stopping there sees.
      await page.evaluate(() => document.documentElement.style.setProperty('scroll-behavior', 'auto'));
      for (const width of [390, 700, 1024]) {
        await page.setViewportSize({ width, height: 844 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByRole('navigation', { name: 'Page sections' }), `${path} at ${width} px`).toBeVisible();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        // A screen at a time: every part of the page passes by the rail once.
        for (let top = 0; top < height; top += 844) {
          await page.evaluate((y) => window.scrollTo(0, y), top);
          // The rail follows the scroll in the next frame.
          await expect.poll(() => wordsUnderRail(page, 'body'), { message: `${path} at ${width} px, ${top} px down`, timeout: 2_000 }).toEqual([]);
        }
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByRole('navigation', { name: 'Page sections' }), `${path} at ${width} px, at the footer`).toBeHidden();
      }
    }
  });
});
