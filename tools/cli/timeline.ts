import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { LIVE_ATTRIBUTE, partsComingAlive, RENDER_ATTRIBUTE, VISITED_KEY, type RenderState } from '@bbg/contract';
import { repoRoot } from '../apps';
import { deployDir } from '../deploy/deploy-paths';
import { createSiteServer } from '../server/create-server';
import { LIGHTHOUSE_ROUTES } from '../lighthouse/lighthouse-options';
import { defineCommand, parseCommand, PORT_OPTION } from './command-args';
import { CHROMIUM_ARGS, installedChromium } from './ensure-browser';
import { listenOrSay } from './port-in-use';
import { routesOption } from './routes-option';

const usage = 'Usage: npm run timeline -- [--routes /a,/b] [--port <port>]   (served on a free port unless --port names one)';

export const command = defineCommand({ usage, options: { routes: routesOption(usage), ...PORT_OPTION } });

/** Reads the command's arguments: the routes Lighthouse measures unless --routes names others, a free port unless --port names one. */
export function parseTimelineArgs(args: readonly string[]): { readonly routes: readonly string[]; readonly port: number } {
  const { values } = parseCommand(args, command);
  return { routes: values.routes ?? LIGHTHOUSE_ROUTES, port: values.port ?? 0 };
}

interface Timeline {
  readonly firstPaint: number;
  /** The root adopted (`<html>` live): the header, the menus and the footer work as live parts. */
  readonly rootLive: number;
  readonly adopted: number;
  readonly live: number;
  /** Live parts out of all parts that come alive; the rest wait for the visitor to come near. */
  readonly parts: string;
}

/**
 * One route on a slow phone (CPU x8, 1.6 Mbps, 150 ms round trips), repeat visit, cold cache: when it first paints,
 * when the root is live (`<html>`: header and footer adopted), when the shell has adopted it (RENDER_ATTRIBUTE), and when every part that comes alive is live
 * (the last island or replaying part to become live while the visitor does nothing), in ms from navigation
 * start; and how many parts are live by then (a carousel starts only as the visitor comes near it).
 */
async function measure(browser: Browser, url: string): Promise<Timeline> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(({ visited, render, live, adopted }) => {
    sessionStorage.setItem(visited, 'true');
    const marks: Record<string, number> = {};
    (window as unknown as { __timeline: Record<string, number> }).__timeline = marks;
    new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) {
        if (record.attributeName === render && document.documentElement.getAttribute(render) === adopted) marks.adopted ??= now;
        if (record.attributeName === live && record.target === document.documentElement) marks.rootLive ??= now;
        if (record.attributeName === live && record.target !== document.documentElement) marks.live = now;
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [render, live] });
  }, { visited: VISITED_KEY, render: RENDER_ATTRIBUTE, live: LIVE_ATTRIBUTE, adopted: 'adopted' satisfies RenderState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => Boolean((window as unknown as { __timeline: Record<string, number> }).__timeline.adopted), undefined, { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const result = await page.evaluate(({ coming, live: liveAttribute }) => {
    const marks = (window as unknown as { __timeline: Record<string, number> }).__timeline;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const parts = [...document.querySelectorAll(coming)];
    const live = parts.filter((part) => part.hasAttribute(liveAttribute)).length;
    return { firstPaint: paint, rootLive: marks.rootLive ?? NaN, adopted: marks.adopted ?? NaN, live: marks.live ?? marks.adopted ?? NaN, parts: `${live}/${parts.length}` };
  }, { coming: partsComingAlive(), live: LIVE_ATTRIBUTE });
  await context.close();
  return result;
}

/** `npm run timeline [-- --routes /route,/other]`: the slow-phone timeline of each route, from the built site. */
export async function run(args: readonly string[] = []): Promise<void> {
  const { routes, port } = parseTimelineArgs(args);
  const executablePath = installedChromium();
  const server = createSiteServer({ root: deployDir(), enquiryLog: join(repoRoot, 'test-results', 'timeline-enquiries.jsonl') });
  await listenOrSay(server, port, '--port <port>');
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    console.log('route'.padEnd(18), 'first paint ms', 'root live ms', 'adopted ms', 'last live ms', 'live parts');
    for (const route of routes) {
      const t = await measure(browser, `${origin}${route}`);
      console.log(route.padEnd(18), t.firstPaint.toFixed(0).padStart(14), t.rootLive.toFixed(0).padStart(12), t.adopted.toFixed(0).padStart(10), t.live.toFixed(0).padStart(11), t.parts.padStart(10));
    }
  } finally {
    await browser.close();
    server.close();
  }
}
