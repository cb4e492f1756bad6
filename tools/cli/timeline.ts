import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { repoRoot } from '../apps';
import { deployDir } from '../deploy/deploy-paths';
import { createSiteServer } from '../server/create-server';
import { CHROMIUM } from './ensure-browser';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEFAULT_ROUTES = ['/', '/about-us', '/brands', '/spj', '/partners', '/media-center', '/contact-us', '/privacy-policy'];

interface Timeline {
  readonly firstPaint: number;
  readonly adopted: number;
  readonly live: number;
  readonly parts: number;
}

/**
 * One route on a slow phone (CPU x8, 1.6 Mbps, 150 ms round trips), repeat visit, cold cache: when it first paints,
 * when the shell has adopted it (`<html data-render="adopted">`), and when every part that comes alive is live
 * (each island and each `data-replay` part carries `data-live`), all in ms from navigation start. The visitor does
 * nothing, so 'near' islands below the fold come alive when the page is idle.
 */
async function measure(browser: Browser, url: string): Promise<Timeline> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    sessionStorage.setItem('visited', 'true');
    const marks: Record<string, number> = {};
    (window as unknown as { __timeline: Record<string, number> }).__timeline = marks;
    const check = (): void => {
      const html = document.documentElement;
      if (!marks.adopted && html.dataset.render === 'adopted') marks.adopted = performance.now();
      const parts = document.querySelectorAll('[data-island]:not([data-hydrate="never"]), [data-replay]');
      if (marks.adopted && !marks.live && [...parts].every((part) => part.hasAttribute('data-live'))) {
        marks.live = performance.now();
        marks.parts = parts.length;
      }
    };
    new MutationObserver(check).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-render', 'data-live'] });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => Boolean((window as unknown as { __timeline: Record<string, number> }).__timeline.live), undefined, { timeout: 120_000 });
  const result = await page.evaluate(() => {
    const marks = (window as unknown as { __timeline: Record<string, number> }).__timeline;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return { firstPaint: paint, adopted: marks.adopted ?? NaN, live: marks.live ?? NaN, parts: marks.parts ?? 0 };
  });
  await context.close();
  return result;
}

/** `npm run timeline [-- /route,/other]`: the slow-phone timeline of each route, from the built site. */
export async function run(args: readonly string[] = []): Promise<void> {
  const routes = args[0] ? args[0].split(',') : DEFAULT_ROUTES;
  const server = createSiteServer({ root: deployDir(), enquiryLog: join(repoRoot, 'test-results', 'timeline-enquiries.jsonl') });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM, args: LAUNCH_ARGS });
  try {
    console.log('route'.padEnd(18), 'first paint ms', 'adopted ms', 'all live ms', 'parts');
    for (const route of routes) {
      const t = await measure(browser, `${origin}${route}`);
      console.log(route.padEnd(18), t.firstPaint.toFixed(0).padStart(14), t.adopted.toFixed(0).padStart(10), t.live.toFixed(0).padStart(11), String(t.parts).padStart(5));
    }
  } finally {
    await browser.close();
    server.close();
  }
}
