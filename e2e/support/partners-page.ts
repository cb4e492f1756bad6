import { expect, type Page } from './site-test';

/** What the partners page's journeys (partners.spec.ts, partners-enquiry.spec.ts) share: how the page opens. */

/** Opens /partners and waits for its hero and its five section dots. */
export async function openPartners(page: Page): Promise<void> {
  await page.goto('/partners');
  // The remote's first load can be slow on a busy machine; the page itself is then checked at normal speed.
  await expect(page.getByRole('heading', { level: 1, name: 'Grow further with BBG' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Page sections' }).getByRole('link')).toHaveCount(5);
}
