import { openPage } from './open-page';
import { expect, type Locator, type Page } from './site-test';

/** What the legal pages' journeys share: their article, its contents and its headings, and how they open. */

export const article = (page: Page): Locator => page.getByRole('article');
export const contents = (page: Page): Locator => page.getByRole('navigation', { name: 'On this page' });
/** The document's section headings: every h2 of the article but the contents' own. */
export const sectionHeadings = (page: Page): Locator => article(page).getByRole('region').getByRole('heading', { level: 2 });

/** Waits until smooth scrolling has settled, then checks the heading sits just below the fixed header. */
export async function expectClearOfHeader(page: Page, heading: Locator): Promise<void> {
  const headerBottom = async () => {
    const box = await page.getByRole('banner').boundingBox();
    return box ? box.y + box.height : 0;
  };
  const where = () => page.evaluate(() => `at ${location.href}, scrollY ${window.scrollY}, focus on #${document.activeElement?.id}`);
  await expect(heading).toBeVisible();
  await expect(async () => {
    const before = await heading.boundingBox();
    await page.waitForTimeout(150);
    const after = await heading.boundingBox();
    expect(after?.y, await where()).toBe(before?.y);
    const top = after?.y ?? -1;
    expect(top).toBeGreaterThanOrEqual(await headerBottom());
    expect(top, await where()).toBeLessThan((await headerBottom()) + 120);
  }).toPass({ timeout: 10_000 });
}

/** Opens a legal page and waits for its title; a remote's first load on a busy machine can take a while. */
export const openLegalPage = (page: Page, path: string): Promise<void> => openPage(page, path, { timeout: 30_000 });
