import { expect, test, type Page } from '@playwright/test';
import { skipStartupLoader } from '../support/page-health';

/** Every page with the side-dot rail (ScrollSections). */
const pagesWithDots = ['/', '/about-us', '/partners', '/brands', '/world-wide', '/media-center', '/media-center-inner2', '/media-day', '/news-events-inner'];

/** Words on screen (headings, paragraphs, list items, links) whose box the rail overlaps. */
async function wordsUnderRail(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rail = document.querySelector('nav[aria-label="Page sections"]')?.getBoundingClientRect();
    if (!rail) return ['no rail'];
    const hits: string[] = [];
    for (const element of document.querySelectorAll('main h1, main h2, main h3, main p, main li, main a, main button')) {
      if (element.closest('nav[aria-label="Page sections"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      for (const box of range.getClientRects()) {
        const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        const overlaps = box.left < rail.right && box.right > rail.left && box.top < rail.bottom && box.bottom > rail.top;
        if (onScreen && overlaps && getComputedStyle(element).visibility !== 'hidden') hits.push((element.textContent ?? '').trim().slice(0, 40));
      }
    }
    return [...new Set(hits)];
  });
}

test.describe('side dots on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => skipStartupLoader(page));

  test('the rail covers no words in any section', async ({ page }) => {
    test.setTimeout(30_000 + pagesWithDots.length * 8_000);
    for (const path of pagesWithDots) {
      await page.goto(path);
      const dots = page.getByRole('navigation', { name: 'Page sections' }).getByRole('button');
      await expect(dots.first(), path).toBeVisible();
      for (const dot of await dots.all()) {
        await dot.click();
        await expect(dot, path).toHaveAttribute('aria-current', 'true');
        expect(await wordsUnderRail(page), `${path}, section ${await dot.getAttribute('aria-label')}`).toEqual([]);
      }
    }
  });
});
