import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { openPage } from './open-page';
import { expect, type Locator, type Page } from './site-test';

/** What the home page's journeys share: its hero and section dots, how it opens, and how its sections are shown. */

export const hero = (page: Page): Locator => page.locator('#home-hero');
export const dots = (page: Page): Locator => page.getByRole('navigation', { name: 'Page sections' });

/** Opens the home page and waits for the hero; sections below load as they are scrolled to. */
export const openHome = (page: Page): Promise<void> => openPage(page, '/', { within: hero, then: () => expect(dots(page)).toBeVisible() });

/** Scrolls a section into view (which loads its code) and returns it once its heading shows. */
export async function showSection(page: Page, id: string, heading: string | RegExp): Promise<Locator> {
  const section = page.locator(`#${id}`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  return section;
}

/** The hero's buttons stay put as its messages change (no layout shift): checked at 390 and at 1440 px. */
export async function heroButtonsStayPut(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted');
  const knowMore = hero(page).getByRole('link', { name: 'Know More' });
  const tops: number[] = [];
  for (const message of [1, 2, 3]) {
    await hero(page).getByRole('button', { name: `Show message ${message} of 3` }).click();
    await expect(hero(page).getByRole('button', { name: `Show message ${message} of 3` })).toHaveAttribute('aria-current', 'true');
    tops.push(Math.round((await knowMore.boundingBox())?.y ?? -1));
  }
  expect(new Set(tops).size).toBe(1);
}
