import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, test, type Page, type Request } from '../support/site-test';
import { skipStartupLoader } from '../support/page-health';
import { readDeployedRegistry } from '../support/registry';

const registry = readDeployedRegistry();

interface Traffic {
  readonly beacons: Request[];
  readonly scripts: string[];
}

/**
 * Catches beacons to /vitals (the server may not answer them) and notes every script the page fetches. It also
 * counts sendBeacon calls in the page: those happen at once, where the request may reach the route a little later.
 */
async function watchVitalsTraffic(page: Page): Promise<Traffic> {
  const traffic: Traffic = { beacons: [], scripts: [] };
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const calls = { count: 0 };
    Object.assign(window, { beaconCalls: calls });
    navigator.sendBeacon = (...args) => {
      calls.count += 1;
      return send(...args);
    };
  });
  await page.route('**/vitals', async (route) => {
    traffic.beacons.push(route.request());
    await route.fulfill({ status: 204 });
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') traffic.scripts.push(request.url());
  });
  return traffic;
}

const beaconCalls = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { beaconCalls: { count: number } }).beaconCalls.count);

/**
 * A visitor reads, taps and switches away. Headless Chromium never hides a page, and the beacon of a page being
 * left escapes Playwright, so the switch is played as the browser announces it: hidden, then visibilitychange.
 */
async function readTapAndSwitchAway(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 20_000 });
  // The footer shows with the hero, before the scripts: the page reports loaded once it is adopted.
  await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted', { timeout: 20_000 });
  // A real tap: web-vitals settles LCP on the first trusted input.
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

test.beforeEach(async ({ page }) => skipStartupLoader(page));

test('after the page has loaded, its web vitals leave in one JSON beacon to /vitals with the route and remote version', async ({ page }) => {
  const traffic = await watchVitalsTraffic(page);
  await page.goto('/about-us');
  // web-vitals loads once the page has reported loaded; its listeners are set one a task after it arrives.
  await expect.poll(() => traffic.scripts.some((url) => /web-vitals/.test(url)), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('bbg:vitals-watching').length), { timeout: 20_000 }).toBe(1);
  await readTapAndSwitchAway(page);
  expect(await beaconCalls(page)).toBe(1);
  await expect.poll(() => traffic.beacons.length).toBe(1);
  const [beacon] = traffic.beacons;
  expect(beacon?.method()).toBe('POST');
  expect(await beacon?.headerValue('content-type')).toBe('application/json');
  const body = beacon?.postDataJSON() as { route: string; locale: string; versions: Record<string, string>; metrics: { name: string; value: number; id: string; rating: string }[]; signals: unknown[] };
  expect(body.route).toBe('/about-us');
  expect(body.locale).toBe('en');
  // The page view, attributed to the remote version that rendered it.
  expect(body.signals).toEqual([{ kind: 'view', source: 'about', version: registry.remotes.about?.current, navigation: 'load' }]);
  expect(body.versions).toEqual({ about: registry.remotes.about?.current });
  expect(body.metrics.map(({ name }) => name)).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS']));
  for (const metric of body.metrics) {
    expect(metric.value).toBeGreaterThanOrEqual(0);
    expect(['good', 'needs-improvement', 'poor']).toContain(metric.rating);
  }
  expect(traffic.scripts.filter((url) => /web-vitals/.test(url))).toHaveLength(1);
});

test('with no vitalsUrl in config.json, web-vitals is never fetched and nothing is sent', async ({ page }) => {
  const shipped = (await (await page.request.get('/config.json')).json()) as Record<string, unknown>;
  await page.route('**/config.json', (route) => route.fulfill({ json: { ...shipped, vitalsUrl: '' } }));
  const traffic = await watchVitalsTraffic(page);
  await page.goto('/about-us');
  await readTapAndSwitchAway(page);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  expect(await beaconCalls(page)).toBe(0);
  expect(traffic.scripts.filter((url) => /web-vitals/.test(url))).toEqual([]);
  expect(traffic.beacons).toEqual([]);
});

test("a remote that cannot load is noted before the telemetry is here, and leaves with the beacon, with why", async ({ page }) => {
  const traffic = await watchVitalsTraffic(page);
  // Every file of mfe-legal's current version answers 503, as a failing store would.
  const legal = registry.remotes.legal;
  await page.route(`**/remotes/legal/${legal?.current ?? ''}/**`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/privacy-policy');
  await expect.poll(() => traffic.scripts.some((url) => /web-vitals/.test(url)), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('bbg:vitals-watching').length), { timeout: 20_000 }).toBe(1);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect.poll(() => traffic.beacons.length).toBeGreaterThan(0);
  const signals = traffic.beacons.flatMap((request) => (request.postDataJSON() as { signals?: { kind: string; source: string; version: string; reason?: string }[] }).signals ?? []);
  expect(signals).toEqual(expect.arrayContaining([{ kind: 'load-failure', source: 'legal', version: legal?.current, reason: '5xx' }]));
});
