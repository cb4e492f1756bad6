import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { DEFAULT_LOCALE, LOCALES, localizedPath, firstRouteOfEachModule, isRegistry, RENDER_ATTRIBUTE, VISITED_KEY, type Registry, type RenderState } from '@bbg/contract';
import { repoRoot } from '../apps';
import { DeployError } from '../deploy/deploy-error';
import { deployDir, registryPath } from '../deploy/deploy-paths';
import { readJsonFile } from '../json-file';
import { createSiteServer } from '../server/create-server';
import { limiter } from '../async/limiter';
import { PAGE_CODE_MARK, ROOT_ADOPTED_MARK, ROUTER_CODE_MARK } from '../../shell/src/app/performance-marks';
import { defineCommand, parseCommand, PORT_OPTION } from './command-args';
import { CHROMIUM_ARGS, HEADLESS_SHELL, installedChromium } from './ensure-browser';
import { listenOrSay } from './port-in-use';

interface Budget {
  /** The ceiling on JavaScript a served page runs before its root is adopted, every route. */
  readonly beforeAdoptionKb: number;
  /** The ceiling for a route with no served document (rendered in the browser from app.html). */
  readonly clientRenderedKb: number;
  /** Tighter per-route ceilings. */
  readonly routes: Readonly<Record<string, number>>;
}

interface RouteSize {
  /** No served document: the page was rendered in the browser, so every script came before it worked. */
  readonly client: boolean;
  readonly scripts: number;
  readonly rootKb: number;
  readonly adoptedKb: number;
  readonly totalKb: number;
  /** When React Router's code arrived, in ms after the root was adopted (negative: before it); null: not by then. */
  readonly routerAfterMs: number | null;
}

const kbOf = (sizes: Iterable<number>): number => [...sizes].reduce((a, b) => a + b, 0) / 1024;


/**
 * The routes to measure: every route, or (by default) the home page, the first route of each page module and every
 * route size-budget.json names. A page module's routes run the same scripts before adoption (the shell's and the
 * module's slice), so one of them measures them all; what comes later (islands a page's content has) can differ.
 */
export function routePaths(registry: Registry, { all = false, named = [] }: { readonly all?: boolean; readonly named?: readonly string[] } = {}): string[] {
  const paths = Object.values(registry.remotes).flatMap((record) => {
    const routes = record?.versions[record.current]?.routes ?? [];
    const firsts = new Set(firstRouteOfEachModule(routes));
    return routes.filter((route) => all || firsts.has(route) || named.includes(route.path)).map((route) => route.path.replace(/:\w+/g, '1'));
  });
  // The root's scripts are the shell's, the same on every route of a locale: each other locale is measured on its home
  // page and one remote's page (its copy is a chunk of its own).
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => ['/', paths[0] ?? '/'].map((path) => localizedPath(path, locale)));
  return [...new Set(['/', ...paths, ...others])];
}

function deployedRegistry(): Registry {
  const registry = readJsonFile(registryPath());
  if (!isRegistry(registry)) throw new DeployError(`${registryPath()} is not a valid registry: run npm run build first`);
  return registry;
}

/** The gzip size of a script, by URL: scripts are content-hashed, so each is compressed once for the whole report. */
type GzipCache = (url: string, body: () => Promise<Buffer>) => Promise<number>;

function gzipCache(): GzipCache {
  const known = new Map<string, Promise<number>>();
  return (url, body) => {
    let size = known.get(url);
    if (!size) {
      size = body().then((bytes) => gzipSync(bytes, { level: 9 }).length, () => 0);
      known.set(url, size);
    }
    return size;
  };
}

/** Routes measured at once: each mostly waits for its network to go idle. */
const ROUTES_AT_ONCE = 3;

/**
 * Loads one route in a fresh browser context and sorts the gzip size of its scripts:
 * - root: requested before the start asked for the page's own code, so all the root's adoption needs (the header,
 *   the footer, every served control working); the page's code loads beside it and its slice is adopted after;
 * - page: arrived by the time the whole document was adopted (RENDER_ATTRIBUTE on `<html>`);
 * - total: loaded by the time the network was idle (islands, React Router, the toasts and swiper come after);
 * and when React Router's code arrived, from the shell's marks.
 */
async function measure(browser: Browser, url: string, gzipped: GzipCache): Promise<RouteSize> {
  const context = await browser.newContext();
  await context.addInitScript((key) => sessionStorage.setItem(key, 'true'), VISITED_KEY);
  const page = await context.newPage();
  const arrived = new Map<string, number>();
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Real-user metrics load once the page has reported loaded: not part of the first load.
    if (/\/web-vitals\.[0-9a-f]+\.js$/.test(response.url())) return;
    arrived.set(response.url(), Date.now());
    sizes.set(response.url(), gzipped(response.url(), () => response.body()));
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction((render) => ['adopted', 'client'].includes(document.documentElement.getAttribute(render) ?? ''), RENDER_ATTRIBUTE, { timeout: 60_000 });
  const adoptedAt = Date.now();
  const client = await page.evaluate((render) => document.documentElement.getAttribute(render) === ('client' satisfies RenderState), RENDER_ATTRIBUTE);
  const requestedForRoot = await page.evaluate((mark) => {
    const asked = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < asked)
      .map((entry) => entry.name);
  }, PAGE_CODE_MARK);
  await page.waitForLoadState('networkidle');
  const routerAfterMs = await page.evaluate(
    // No function declared inside: the page would not know the name helper tsx adds to it.
    ([adoptedMark, routerMark]) => {
      const [adopted, router] = [adoptedMark, routerMark].map((mark) => performance.getEntriesByName(mark)[0]?.startTime);
      return adopted === undefined || router === undefined ? null : Math.round(router - adopted);
    },
    [ROOT_ADOPTED_MARK, ROUTER_CODE_MARK] as const,
  );
  await context.close();
  const root = new Set(requestedForRoot);
  const measured = await Promise.all(
    [...sizes].map(async ([script, size]) => ({ root: root.has(script), page: (arrived.get(script) ?? Infinity) <= adoptedAt, size: await size })),
  );
  return {
    client,
    scripts: measured.length,
    rootKb: kbOf(measured.filter((m) => m.root).map((m) => m.size)),
    adoptedKb: kbOf(measured.filter((m) => m.root || m.page).map((m) => m.size)),
    totalKb: kbOf(measured.map((m) => m.size)),
    routerAfterMs,
  };
}

/**
 * When React Router arrived: on a served page after the root's adoption (`+420 ms`), or not by the time the network
 * was idle (it comes with the first client navigation); a page rendered in the browser needs it first.
 */
export function routerColumn(afterMs: number | null, client: boolean): string {
  if (client) return 'first';
  if (afterMs === null) return 'not yet';
  return afterMs < 0 ? `${afterMs} ms` : `+${afterMs} ms`;
}

export const command = defineCommand({
  usage: 'Usage: npm run size -- [--all] [--port <port>]   (JavaScript per page module of the built site, or per route with --all, against size-budget.json; served on a free port unless --port names one)',
  options: { all: { type: 'boolean' }, ...PORT_OPTION },
});

/** The size report's flags: one route of each page module unless --all, served on a free port unless --port. */
export function sizeOptions(args: readonly string[]): { readonly all: boolean; readonly port: number } {
  const { values } = parseCommand(args, command);
  return { all: values.all, port: values.port ?? 0 };
}

/** JavaScript per page module (or per route): before the root is adopted (held to size-budget.json), by the time the page is, and in all. */
export async function run(args: readonly string[] = []): Promise<void> {
  const values = sizeOptions(args);
  const budget = readJsonFile(join(repoRoot, 'size-budget.json')) as Budget;
  const executablePath = installedChromium(HEADLESS_SHELL);
  const server = createSiteServer({ root: deployDir(), enquiryLog: join(repoRoot, 'enquiries.jsonl') });
  await listenOrSay(server, values.port, '--port <port>');
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  const over: string[] = [];
  try {
    console.log('route'.padEnd(28), 'scripts', 'root adoption KB', 'budget KB', 'page adopted KB', 'after adoption KB', 'React Router');
    const limit = limiter(ROUTES_AT_ONCE);
    const gzipped = gzipCache();
    const registry = deployedRegistry();
    const paths = routePaths(registry, { all: values.all, named: Object.keys(budget.routes) });
    const every = routePaths(registry, { all: true }).length;
    if (paths.length < every) console.log(`${paths.length} of ${every} routes: one of each page module's (npm run size -- --all measures every route)`);
    const sizes = paths.map((path) => limit(() => measure(browser, `${origin}${path}`, gzipped)));
    // A failure is reported where its route comes up; the routes still running when the report stops are not.
    for (const size of sizes) size.catch(() => undefined);
    for (const [index, path] of paths.entries()) {
      const { client, scripts, rootKb, adoptedKb, totalKb, routerAfterMs } = await (sizes[index] as Promise<RouteSize>);
      const ceiling = client ? budget.clientRenderedKb : budget.beforeAdoptionKb;
      const limit = Math.min(budget.routes[path] ?? ceiling, ceiling);
      const columns = [String(scripts).padStart(7), rootKb.toFixed(1).padStart(16), String(limit).padStart(9), adoptedKb.toFixed(1).padStart(15), totalKb.toFixed(1).padStart(17), routerColumn(routerAfterMs, client).padStart(12)];
      console.log(path.padEnd(28), ...columns, rootKb > limit ? 'OVER' : '', client ? '(rendered in the browser)' : '');
      if (rootKb > limit) over.push(`${path}: ${rootKb.toFixed(1)} KB before the root is adopted > ${limit} KB`);
      if (!client && routerAfterMs !== null && routerAfterMs < 0) over.push(`${path}: React Router's code arrived ${-routerAfterMs} ms before the root was adopted`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (over.length > 0) throw new Error(`JavaScript over budget, or on the critical path:\n${over.join('\n')}`);
}
