import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, previewReplaces, test, type Page } from '../support/site-test';
import { singletonNames } from '../../tools/rspack/shared-dependencies';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { currentRoutes, readDeployedRegistry, samplePath } from '../support/registry';

/**
 * One walk through every route of the composed site at 1440 px, making at each stop every check that needs the
 * whole page: it used to be five walks (platform and prerender specs), each loading all 40 routes again.
 */
const registry = readDeployedRegistry();
const routes = currentRoutes(registry);

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };
const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
/** The words of an HTML document's body, as a reader without scripts gets them. */
const wordsOf = (html: string): string =>
  squash(
    (html.split('<body>')[1] ?? '')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity),
  );

/** The page's heading and its first paragraph, as the browser shows them. */
async function opening(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const heading = document.querySelector('h1')?.textContent ?? '';
    const paragraph = [...document.querySelectorAll('main p')].find((p) => (p.textContent ?? '').trim().length > 20)?.textContent ?? '';
    return [heading, paragraph];
  });
}

/** The shared libraries the page has loaded, each with the versions and the apps that provided them. */
function loadedShares(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean; lib?: unknown };
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> } }).__FEDERATION__.__SHARE__;
    const seen: Record<string, string[]> = {};
    for (const instance of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(instance.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (!info.loaded && !info.lib) continue;
          const key = `${version}@${info.from}`;
          seen[name] = [...new Set([...(seen[name] ?? []), key])];
        }
      }
    }
    return seen;
  });
}

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

test('every route is served pre-rendered, adopted in place and rendered inside the composed site, with no console error or CSP violation', async ({ page, request }) => {
  // 40 routes and more as remotes publish pages; each stop fetches the document and loads the page.
  test.setTimeout(30_000 + routes.length * 5_000);
  const problems = await watchPage(page);
  const stops = [{ path: '/', route: undefined }, ...routes.map(({ route }) => ({ path: samplePath(route), route }))];
  for (const { path, route } of stops) {
    // Routes with a parameter (/newsletter/:id) are not pre-rendered: the browser renders them from app.html.
    const prerendered = !route?.path.includes(':');
    let served = '';
    if (prerendered) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      served = wordsOf(await response.text());
    }
    // What each stop waits for is checked below: no need to wait for every image first.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // Under E2E_PREVIEW the previewed remote's pages are rendered afresh by the staged version, not adopted.
    const replaced = previewReplaces(path);
    await expect(page.locator('html'), path).toHaveAttribute(RENDER_ATTRIBUTE, prerendered && !replaced ? 'adopted' : 'client');
    await expect(page.getByRole('heading', { level: 1 }), path)[prerendered ? 'toBeVisible' : 'toBeAttached']();
    await expect(page.getByRole('alert'), path).toHaveCount(0);
    if (route) {
      if (route.layout === 'main') await expect(page.getByRole('contentinfo'), path).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(route.title.replace(/[()]/g, '.')));
    }
    if (!prerendered || replaced) continue;
    // The page-loading bar goes once the page has reported itself loaded, the sections after the hero with it.
    await expect(page.getByTestId('page-loading'), path).toBeHidden();
    for (const text of await opening(page)) expect(served, `${path} sends "${text.slice(0, 60)}"`).toContain(squash(text));
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.length, `${path} has section headings`).toBeGreaterThan(0);
    for (const heading of headings) expect(served, `${path} sends its section "${heading}"`).toContain(squash(heading));
  }

  // React, the toasts and the platform singleton (page-loaded signal, navigation) exist once at run time, provided
  // by the shell. The toast container (and so the toast library) loads once the page is idle.
  await expect(page.locator('.Toastify')).toBeAttached();
  const providers = await loadedShares(page);
  for (const name of singletonNames) {
    expect(providers[name], name).toHaveLength(1);
    expect(providers[name]?.[0], name).toMatch(/@shell$/);
  }
  expect(problems.cspViolations).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});
