import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../tools/apps';
import { expectAccessible } from '../support/axe';
import { watchPage } from '../support/page-health';

/** Where the catalogue's screenshots land, for teams to look at every kit piece at both widths. */
export const screenshotPath = (width: number): string => join(repoRoot, 'test-results', 'kit-catalogue', `catalogue-${width}.png`);

for (const width of [390, 1440]) {
  test(`the UI kit catalogue at ${width} px: every piece renders, passes the scan, and is photographed`, async ({ page }) => {
    const problems = await watchPage(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Innovation' })).toBeVisible();
    for (const entry of ['Subscribe boxes', 'Share, Copy URL, Download company profile', 'Accordion', 'Tabs', 'Carousel', 'Modal and toasts', 'Information page', 'News cards', 'Down-arrow', 'Art']) {
      await expect(page.getByRole('region', { name: entry })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pause carousel' }).click();
    await page.screenshot({ path: screenshotPath(width), fullPage: true });
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
}

test('modal and toast from the catalogue behave as the kit promises', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Open modal' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Partner with us' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.getByRole('button', { name: 'Show toast' }).click();
  await expect(page.getByText('Enquiry submitted successfully!')).toBeVisible();
  await expect(page.getByText('Enquiry submitted successfully!')).toBeHidden({ timeout: 6000 });
});
