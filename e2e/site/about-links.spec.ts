import { expect, test } from '../support/site-test';
import { aboutPaths, openAboutPage as open } from '../support/about-pages';
import { skipStartupLoader } from '../support/page-health';
import { currentRoutes, readDeployedRegistry } from '../support/registry';

/** Where the about pages' links lead (each page's own journeys are in about.spec.ts). */

const sitePaths = new Set(currentRoutes(readDeployedRegistry()).map(({ route }) => route.path.toLowerCase()));
// Linked pages owned by other remotes; once deployed they are visited too.
const pendingElsewhere = ['/partners', '/brands', '/news-events-inner'];

// Eight checkouts share two cores: a page with its hero and carousels can be slow to load there.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => skipStartupLoader(page));

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every internal link of these pages lands on a real page', async ({ page, request }) => {
    // Visits every page these pages link to. The links are read from the served pages, which adoption keeps as they
    // are (first-paint-adoption.spec.ts), so the pages themselves need no browser. The about pages themselves are
    // loaded by their own tests in about.spec.ts, which check that each stays on its path.
    test.setTimeout(240_000);
    const links = new Set<string>();
    for (const path of aboutPaths) {
      const html = await (await request.get(path)).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      for (const [, href] of main.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) links.add((href ?? '').replaceAll('&amp;', '&'));
    }
    for (const path of ['/our-leadership', '/values-mission', '/bbg-overview', '/our-ambition', '/our-innovation', '/partners', '/clients', '/brands', '/sustainability']) {
      expect([...links]).toContain(path);
    }
    for (const href of links) {
      if (!sitePaths.has(href.toLowerCase())) {
        expect(pendingElsewhere, `${href} is no route of the site`).toContain(href);
        test.info().annotations.push({ type: 'not deployed in this checkout', description: href });
        continue;
      }
      if (aboutPaths.includes(href)) continue;
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(href);
    }
  });

  test('/our-leadership: reached from the About Us page, its hero button scrolls to the board', async ({ page }) => {
    await open(page, '/about-us');
    await page.getByRole('link', { name: 'Our Leadership' }).click();
    await expect(page).toHaveURL(/\/our-leadership$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Leadership' })).toBeVisible();
    await page.getByRole('link', { name: 'Meet the board' }).click();
    const board = page.getByRole('region', { name: 'Board of Directors' });
    await expect(board).toBeInViewport();
    await expect(board.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Leadership team' }).getByRole('listitem')).toHaveCount(6);
  });
});
