import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { isRegistry } from '@bbg/shared/contract';
import { repoRoot } from '../apps';
import { deployDir, registryPath } from '../deploy/deploy-paths';
import { createSiteServer } from '../server/create-server';
import { CHROMIUM } from './ensure-browser';

interface Budget {
  /** The ceiling on JavaScript that arrives before the page is adopted, every route. */
  readonly beforeAdoptionKb: number;
  /** Tighter per-route ceilings (before adoption). */
  readonly routes: Readonly<Record<string, number>>;
}

interface RouteSize {
  readonly scripts: number;
  readonly beforeKb: number;
  readonly totalKb: number;
}

const kbOf = (sizes: Iterable<number>): number => [...sizes].reduce((a, b) => a + b, 0) / 1024;

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function routePaths(): string[] {
  const registry: unknown = JSON.parse(readFileSync(registryPath(), 'utf8'));
  if (!isRegistry(registry)) throw new Error('registry.json is not valid: run npm run build first');
  const paths = Object.values(registry.remotes).flatMap((record) => record.versions[record.current]?.routes.map((r) => r.path.replace(/:\w+/g, '1')) ?? []);
  return ['/', ...paths];
}

/**
 * Loads one route in a fresh browser context: the gzip size of every script that arrived before the page was
 * adopted (`<html data-render>` no longer 'adopting' or unset), and of every script it loaded by the time the network
 * was idle (islands, React Router and swiper come after adoption).
 */
async function measure(browser: Browser, url: string): Promise<RouteSize> {
  const context = await browser.newContext();
  await context.addInitScript(() => sessionStorage.setItem('visited', 'true'));
  const page = await context.newPage();
  const arrived = new Map<string, number>();
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Real-user metrics load once the page has reported loaded (spec: loaded lazily): not part of the first load.
    if (/\/web-vitals\.[0-9a-f]+\.js$/.test(response.url())) return;
    arrived.set(response.url(), Date.now());
    sizes.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => ['adopted', 'client'].includes(document.documentElement.dataset.render ?? ''), undefined, { timeout: 60_000 });
  const adoptedAt = Date.now();
  await page.waitForLoadState('networkidle');
  await context.close();
  const measured = await Promise.all([...sizes].map(async ([script, size]) => ({ before: (arrived.get(script) ?? Infinity) <= adoptedAt, size: await size })));
  return {
    scripts: measured.length,
    beforeKb: kbOf(measured.filter((m) => m.before).map((m) => m.size)),
    totalKb: kbOf(measured.map((m) => m.size)),
  };
}

/** JavaScript per route, before adoption (held to size-budget.json) and in all. */
export async function run(): Promise<void> {
  const budget = JSON.parse(readFileSync(join(repoRoot, 'size-budget.json'), 'utf8')) as Budget;
  const server = createSiteServer({ root: deployDir(), enquiryLog: join(repoRoot, 'enquiries.jsonl') });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM, args: LAUNCH_ARGS });
  const over: string[] = [];
  try {
    console.log('route'.padEnd(28), 'scripts', 'before adoption KB', 'budget KB', 'after adoption KB');
    for (const path of routePaths()) {
      const { scripts, beforeKb, totalKb } = await measure(browser, `${origin}${path}`);
      const limit = Math.min(budget.routes[path] ?? budget.beforeAdoptionKb, budget.beforeAdoptionKb);
      console.log(path.padEnd(28), String(scripts).padStart(7), beforeKb.toFixed(1).padStart(18), String(limit).padStart(9), totalKb.toFixed(1).padStart(17), beforeKb > limit ? 'OVER' : '');
      if (beforeKb > limit) over.push(`${path}: ${beforeKb.toFixed(1)} KB before adoption > ${limit} KB`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (over.length > 0) throw new Error(`JavaScript over budget:\n${over.join('\n')}`);
}
