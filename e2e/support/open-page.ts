import { expect, type Locator, type Page } from './site-test';

export interface OpenPageOptions {
  /** The h1's accessible name, where the journey checks which page it reached. */
  readonly heading?: string;
  /** The part the h1 stands in, where the page's other parts are not to be read (the home page's hero). */
  readonly within?: (page: Page) => Locator;
  /** How long the h1 may take: a remote's first load on a busy machine can take a while. */
  readonly timeout?: number;
  /** What else must show before the journey starts: the footer, the adopted page, the section dots. */
  readonly then?: (page: Page) => Promise<void>;
}

/** Goes to a page, waits for its h1, then for what the journey needs besides. */
export async function openPage(page: Page, path: string, { heading, within, timeout, then }: OpenPageOptions = {}): Promise<void> {
  await page.goto(path);
  await expect((within?.(page) ?? page).getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout });
  await then?.(page);
}
