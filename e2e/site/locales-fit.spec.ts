import { expect, test, type Page } from '../support/site-test';
import { expectAdopted } from '../support/adoption';
import { skipStartupLoader } from '../support/page-health';

/**
 * French words are longer than English ones: on a 390 px phone its figures' labels stayed wider than their cards (an
 * Arabic figure too), its footer's legal links broke each onto two lines side by side, and the portfolio button's label
 * onto two lines.
 * Measured, in French and in Arabic, on the pages that hold those parts.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

/**
 * Each figure card's label and value that runs past the card (name: px past its box), and each word of them broken
 * onto two lines where no soft hyphen allows it (a word wider than its card breaks anywhere rather than spill out).
 */
const figureFaults = (page: Page): Promise<string[]> =>
  page.locator('main dl').evaluateAll((lists) =>
    lists.flatMap((list) =>
      [...list.querySelectorAll(':scope > div > *')].flatMap((part) => {
        const card = part.parentElement?.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(part);
        const words = range.getBoundingClientRect();
        if (!card) return [];
        const past = Math.max(words.right - card.right, card.left - words.left, part.scrollWidth - part.clientWidth);
        const faults = past > 1 ? [`${(part.textContent ?? '').trim()}: ${Math.round(past)} px`] : [];
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          let at = 0;
          for (const word of (text.textContent ?? '').split(' ')) {
            const piece = document.createRange();
            piece.setStart(text, at);
            piece.setEnd(text, at + word.length);
            at += word.length + 1;
            const lines = new Set([...piece.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1 && !word.includes('\u00ad')) faults.push(`${word}: broken mid-word`);
          }
        }
        return faults;
      }),
    ),
  );

/** The labels, among those of the links and buttons given, that break onto a second line. */
const brokenLabels = (page: Page, selector: string): Promise<string[]> =>
  page.locator(selector).evaluateAll((controls) =>
    controls.flatMap((control) => {
      // The words only (an icon beside them stands on its own line box), each line's boxes within half a line.
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        tops.push(...[...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
      }
      const half = parseFloat(getComputedStyle(control).fontSize) / 2;
      return tops.some((top) => Math.abs(top - (tops[0] ?? top)) > half) ? [(control.textContent ?? '').trim()] : [];
    }),
  );

for (const locale of ['fr', 'ar'] as const) {
  test(`${locale} at 390 px: figures stay inside their cards, the legal links and the portfolio button keep one line`, async ({ page }) => {
    for (const path of [`/${locale}/about-us`, `/${locale}/bbg-overview`, `/${locale}/brands`]) {
      await page.goto(path);
      await expectAdopted(page);
      await page.evaluate(() => document.fonts.ready);
      if (!path.endsWith('brands')) {
        await page.locator('main dl').first().scrollIntoViewIfNeeded();
        expect(await page.locator('main dl dt').count(), path).toBeGreaterThan(3);
        expect.soft(await figureFaults(page), `${path}: figures past their card or broken mid-word`).toEqual([]);
      }
      expect(await page.locator('footer a[href*="privacy-policy"]').count(), path).toBe(1);
      expect.soft(await brokenLabels(page, 'footer a[href*="privacy-policy"], footer a[href*="t&c"]'), `${path}: legal links`).toEqual([]);
    }
    const portfolio = page.locator('main button[aria-busy]');
    await expect(portfolio).toHaveCount(1);
    expect.soft(await brokenLabels(page, 'main button[aria-busy]'), 'portfolio button').toEqual([]);
  });
}
