import { expect, test } from '@playwright/test';
import { expectAccessible, standaloneSuite } from '@bbg/e2e';

standaloneSuite('mfe-media');

test('the sample newsletter documents are accessible on their own, and an unknown id says so with a link home', async ({ page }) => {
  for (const id of ['1', '2', '3']) {
    await page.goto(`/newsletters/bbg-newsletter-${id}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`BBG Newsletter: Issue ${id}`);
    await expectAccessible(page);
  }
  await page.goto('/newsletter/99');
  await expect(page.getByRole('heading', { name: 'Newsletter not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).not.toHaveURL(/newsletter\/99/);
});
