import { expect, type Page } from './site-test';
import { openPage } from './open-page';
import { readDeployedRegistry } from './registry';

/** What the about pages' journeys (about.spec.ts, about-links.spec.ts) share: which pages they are, and how one opens. */

const registry = readDeployedRegistry();
/** The paths the deployed about remote's current version routes. */
export const aboutPaths = (registry.remotes.about?.versions[registry.remotes.about.current]?.routes ?? []).map((route) => route.path);

/** Opens a page and waits until it has reported itself loaded (the footer shows then); eight checkouts share two cores. */
export const openAboutPage = (page: Page, path: string): Promise<void> =>
  openPage(page, path, { timeout: 20_000, then: () => expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 20_000 }) });
