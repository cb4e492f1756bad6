import { expect, test } from '../support/site-test';
import { localSiteUrl } from '../../tools/apps';
import { expectAdopted, expectPartLive } from '../support/adoption';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { article, contents, expectClearOfHeader, openLegalPage } from '../support/legal-page';

// The legal pages' contents, by mouse, keyboard and deep link at each width, and the pages printed.
test.beforeEach(async ({ page }) => {
  // Long documents: the accessibility scans and scrolling waits need more than the default budget.
  test.slow();
  await skipStartupLoader(page);
});

test.describe('contents at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a click on an entry scrolls its heading clear of the header, focuses it and marks the entry current', async ({ page }) => {
    const problems = await watchPage(page);
    await openLegalPage(page, '/privacy-policy');
    // A readable measure: about 75 characters a line at most (45em of Inter).
    const paragraph = page.getByRole('region', { name: 'Log Files' }).getByRole('paragraph').first();
    const measure = await paragraph.evaluate((node) => node.getBoundingClientRect().width / parseFloat(getComputedStyle(node).fontSize));
    expect(measure).toBeLessThanOrEqual(45);
    const entry = contents(page).getByRole('link', { name: 'Log Files' });
    await entry.click();
    await expect(page).toHaveURL(/\/privacy-policy#log-files$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Log Files' });
    await expect(heading).toBeFocused();
    await expectClearOfHeader(page, heading);
    await expect(entry).toHaveAttribute('aria-current', 'location');
    // The contents stay in view beside the text.
    await expect(contents(page)).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('Enter on an entry moves focus to its heading, and Tab carries on inside that section', async ({ page }) => {
    await openLegalPage(page, '/privacy-policy');
    const entry = contents(page).getByRole('link', { name: 'GDPR rights' });
    // The live contents' keyboard behaviour; a jump before adoption is the browser's own.
    await expectAdopted(page);
    await expectPartLive(entry);
    await entry.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: 'GDPR rights' });
    await expect(heading).toBeFocused();
    await expectClearOfHeader(page, heading);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('region', { name: 'GDPR rights' }).getByRole('link', { name: 'contact us' })).toBeFocused();
  });

  test('a deep link to a section lands on its heading', async ({ page }) => {
    await openLegalPage(page, '/t&c#disclaimer');
    await expectClearOfHeader(page, page.getByRole('heading', { level: 2, name: 'Disclaimer' }));
  });
});

test.describe('contents at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('entries and the way back work by keyboard, nothing overflows sideways, and the scan passes', async ({ page }) => {
    await openLegalPage(page, '/t&c');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await contents(page).getByRole('link', { name: 'iFrames' }).press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: 'iFrames' });
    await expect(heading).toBeFocused();
    await expectClearOfHeader(page, heading);

    await page.keyboard.press('Tab');
    const back = page.getByRole('region', { name: 'iFrames' }).getByRole('link', { name: 'Back to contents' });
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(contents(page).getByRole('heading', { name: 'On this page' })).toBeFocused();
    await expect(contents(page)).toBeInViewport();
  });
});

test.describe('printed', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a legal page drops its contents and back links, prints black on white and spells out link addresses', async ({ page }) => {
    await openLegalPage(page, '/t&c');
    const back = page.getByRole('link', { name: 'Back to contents' }).first();
    await expect(back).toBeVisible();
    await expect(contents(page)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(contents(page)).toBeHidden();
    await expect(back).toBeHidden();
    for (const text of [page.getByRole('heading', { level: 1 }), page.getByRole('heading', { level: 2, name: 'Disclaimer' }), page.getByText('Wait 2-3 weeks')]) {
      await expect(text).toHaveCSS('color', 'rgb(0, 0, 0)');
    }
    for (const box of [article(page), article(page).locator('header')]) {
      await expect(box).toHaveCSS('background-image', 'none');
      await expect(box).toHaveCSS('background-color', /rgba?\(255, 255, 255|rgba\(0, 0, 0, 0\)/);
    }
    const link = page.getByRole('region', { name: 'Your Privacy' }).getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveCSS('color', 'rgb(0, 0, 0)');
    const printed = await link.evaluate((node) => getComputedStyle(node, '::after').content);
    // The site's public address (config.json's siteUrl; the built config names none, so this checkout's site port).
    expect(printed).toBe(`" (${new URL('/privacy-policy', localSiteUrl).href})"`);
  });
});
