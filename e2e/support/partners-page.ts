import { openPage } from './open-page';
import { expect, type Page } from './site-test';

/** What the partners page's journeys (partners.spec.ts, partners-enquiry.spec.ts) share: how the page opens. */

/**
 * Opens /partners and waits for its hero and its five section dots. The remote's first load can be slow on a busy
 * machine; the page itself is then checked at normal speed.
 */
export const openPartners = (page: Page): Promise<void> =>
  openPage(page, '/partners', {
    heading: 'Grow further with BBG',
    timeout: 30_000,
    then: () => expect(page.getByRole('navigation', { name: 'Page sections' }).getByRole('link')).toHaveCount(5),
  });
