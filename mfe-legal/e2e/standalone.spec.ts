import { expect, test } from '@playwright/test';
import { standaloneSuite } from '@bbg/e2e';

standaloneSuite('mfe-legal');

test('mfe-legal alone: /t&c answers typed and URL-encoded, and its contents move focus to a section', async ({ page }) => {
  for (const path of ['/t&c', '/t%26c']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  }
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Disclaimer' }).press('Enter');
  await expect(page).toHaveURL(/#disclaimer$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Disclaimer' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Disclaimer' })).toBeInViewport();
});

test('mfe-legal alone: the frame links between the two legal pages', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.getByRole('navigation', { name: 'Pages of this remote' }).getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await page.getByRole('region', { name: 'Your Privacy' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
