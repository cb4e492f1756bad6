import { NAVIGATED_ATTRIBUTE } from '@bbg/contract';
import { expect, test } from '../support/site-test';
import { expectPartLive } from '../support/adoption';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { currentRoutes, readDeployedRegistry, samplePath } from '../support/registry';

const registry = readDeployedRegistry();
const routes = currentRoutes(registry);
const remoteIds = Object.keys(registry.remotes);

test.beforeEach(async ({ page }) => skipStartupLoader(page));


// Every route rendering inside the composed site, and React, the toasts and the platform singleton existing once,
// provided by the shell: checked on the one walk through every route, in every-route.spec.ts.

test('a page loads only the remote it needs', async ({ page }) => {
  const first = routes[0];
  expect(first, 'the registry lists remote routes').toBeDefined();
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/([^/]+)\//.exec(request.url());
    if (match?.[1]) requested.add(match[1]);
  });
  await page.goto(samplePath(first!.route));
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  expect([...requested]).toEqual([first!.id]);
});

/** The route a remote's fallback is shown on: its first with the site's frame, or its first. */
const fallbackRoute = (id: string) => {
  const own = routes.filter((r) => r.id === id);
  return own.find((r) => r.route.layout === 'main') ?? own[0]!;
};
/**
 * The fallback is the shell's, the same for every remote but for the section's name: it is scanned once for each
 * layout it is drawn in (the first remote's test with that layout), not once per remote.
 */
const scansFallback = (id: string): boolean => remoteIds.find((other) => fallbackRoute(other).route.layout === fallbackRoute(id).route.layout) === id;

for (const id of remoteIds) {
  test(`with ${id} down, only its own routes show the fallback and Retry recovers${scansFallback(id) ? '; the fallback passes the accessibility scan' : ''}`, async ({ page }) => {
    // Three page loads, a client navigation and a scan: room for a busy machine.
    test.setTimeout(90_000);
    await watchPage(page, [/.*/]);
    let blocked = true;
    await page.route(`**/remotes/${id}/**`, (route) => (blocked ? route.abort('failed') : route.continue()));
    // The next remote in the registry's order first: each remote is the next of another, so these tests reach every
    // one. A remote the site's links do not reach (a new team's, before the shell links it) gives way to the one after.
    const order = [...remoteIds.slice(remoteIds.indexOf(id) + 1), ...remoteIds.slice(0, remoteIds.indexOf(id))];
    const neighbours = order.flatMap((other) => routes.filter((r) => r.id === other && r.route.layout === 'main').map((r) => samplePath(r.route)));
    const target = fallbackRoute(id);
    await page.goto(samplePath(target.route));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`${target.section} is unavailable right now`);
    if (target.route.layout === 'main') {
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    if (scansFallback(id)) await expectAccessible(page);
    // A remote's fallback is drawn by the shell around that remote alone: from the failed page, the visitor goes on
    // by the site's own links (client navigation, in the session where the remote failed) to a route of another
    // remote, which shows no alert. (Every route renders on its own: every-route.spec.ts.)
    const linked = new Set(await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
    const path = neighbours.find((candidate) => linked.has(candidate));
    if (!path) throw new Error(`the ${id} fallback page links to no page of another section`);
    const link = page.locator(`a[href="${path}"]`).first();
    await expectPartLive(link);
    await link.evaluate((element: HTMLAnchorElement) => element.click());
    await expect(page, path).toHaveURL((url) => url.pathname === path);
    await expect(page.locator('html'), `${path} is reached without a document load`).toHaveAttribute(NAVIGATED_ATTRIBUTE, /.*/);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeAttached();
    await expect(page.getByRole('alert'), path).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(samplePath(target.route));
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    blocked = false;
    // By keyboard: the pressed button goes with the fallback, and focus waits on the main content, not the page's top.
    await page.getByRole('button', { name: 'Retry' }).press('Enter');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  });
}

test('a server error or a broken script from a remote is contained the same way as a network failure', async ({ page }) => {
  await watchPage(page, [/.*/]);
  const legal = routes.find((r) => r.id === 'legal');
  expect(legal, 'the legal remote is released').toBeDefined();
  await page.route('**/remotes/legal/**/remoteEntry.js', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto(samplePath(legal!.route));
  await expect(page.getByRole('alert')).toContainText('Legal is unavailable right now');
  await page.unroute('**/remotes/legal/**/remoteEntry.js');
  await page.route('**/remotes/legal/**/static/js/__federation_expose_*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken chunk")' }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Legal is unavailable right now');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when the registry is unreachable the shell uses its baked copy and the site still works', async ({ page }) => {
  await page.route('**/registry.json', (route) => route.abort('failed'));
  const first = routes[0]!;
  await page.goto(samplePath(first.route));
  await expect(page.locator('html')).toHaveAttribute('data-registry', 'baked');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an unknown path redirects home, replacing the history entry', async ({ page }) => {
  await page.goto('/');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/no-such-page/);
});

test('the start-up loader shows for 3 s on the first visit of a session and not again', async ({ browser }) => {
  const page = await browser.newPage();
  // Timed inside the page: on a busy machine the test's own polling may start late, the page's clock does not.
  await page.addInitScript(() => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { __loaderTimes: typeof times }).__loaderTimes = times;
    new MutationObserver(() => {
      const present = document.querySelector('[data-testid="startup-loader"]') !== null;
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.hidden === undefined) times.hidden = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  // Looked for from the moment the document arrives: waiting for the load event as well could, on a busy runner,
  // return after the loader's 3 s are over.
  await page.goto('/', { waitUntil: 'commit' });
  const loader = page.getByTestId('startup-loader');
  await expect(loader).toBeVisible();
  await expect(loader).toBeHidden({ timeout: 10_000 });
  const { shown, hidden } = await page.evaluate(() => (window as unknown as { __loaderTimes: { shown: number; hidden: number } }).__loaderTimes);
  expect(hidden - shown).toBeGreaterThanOrEqual(2900);
  expect(hidden - shown).toBeLessThan(6000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loader).toHaveCount(0);
  await page.close();
});

test('the footer waits for the page to report it has loaded, and every path change scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const legal = routes.find((r) => r.route.path === '/privacy-policy');
  expect(legal, 'the legal remote is released').toBeDefined();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('link', { name: 'BBG home' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('headers: strict CSP, nosniff, referrer and permissions policies, registry never cached, hashed files cached forever', async ({ request }) => {
  const home = await request.get('/');
  const csp = home.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(home.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  expect((await request.get('/registry.json')).headers()['cache-control']).toBe('no-store');
  const record = Object.values(registry.remotes)[0]!;
  const entry = await request.get(`/${record.versions[record.current]!.entryScript}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(entry.headers()['cache-control']).toContain('immutable');
  expect(entry.headers()['content-encoding']).toBe('br');
});

test('the site icons: the page carries one icon, inline, and /favicon.ico and the touch icon answer at the root', async ({ page, request }) => {
  const problems = await watchPage(page);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon, 'the inline icon is a PNG').toMatch(/^data:image\/png;base64,/);
  expect(Buffer.from(icon!.slice(icon!.indexOf(',') + 1), 'base64').subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');
  const ico = await request.get('/favicon.ico');
  expect([...(await ico.body()).subarray(0, 4)], 'an ICO header').toEqual([0, 0, 1, 0]);
  expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');
  expect(problems.consoleErrors).toEqual([]);
});
