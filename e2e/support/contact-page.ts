import { expect, type Locator, type Page } from './site-test';
import { expectAdopted } from './adoption';

/** What the contact page's journeys share: how the page opens, and its office map's pointer for a country. */

/**
 * Opens the page and waits until it is adopted: these journeys test the form and the map once they work. Typing before and while
 * the page is adopted is first-paint-forms.spec.ts's.
 */
export async function openContact(page: Page): Promise<void> {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Stay in Touch' })).toBeVisible({ timeout: 30_000 });
  await expectAdopted(page);
}

/** A country's pointer on the office map (a button in the list of countries on a phone). */
export const pointer = (page: Page, country: string): Locator => page.getByRole('button', { name: country, exact: true });
