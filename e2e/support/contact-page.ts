import type { Locator, Page } from './site-test';
import { expectAdopted } from './adoption';
import { openPage } from './open-page';

/** What the contact page's journeys share: how the page opens, and its office map's pointer for a country. */

/**
 * Opens the page and waits until it is adopted: these journeys test the form and the map once they work. Typing before and while
 * the page is adopted is first-paint-forms.spec.ts's.
 */
export const openContact = (page: Page): Promise<void> => openPage(page, '/contact-us', { heading: 'Stay in Touch', timeout: 30_000, then: expectAdopted });

/** A country's pointer on the office map (a button in the list of countries on a phone). */
export const pointer = (page: Page, country: string): Locator => page.getByRole('button', { name: country, exact: true });
