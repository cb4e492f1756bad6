import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILE, LOCALES, type Registry } from '@bbg/contract';
import { HEADERS_FILE, headersFile } from '../cdn/headers-file';
import { pageTable } from '../cdn/page-table';
import { publishCanaryPages } from '../cdn/public-canary-pages';
import { VIEWER_REQUEST_FILE, viewerRequestFunction } from '../cdn/viewer-request';
import { readRegistry } from '../deploy/registry-store';
import { compareAndSwap, type SwapOptions } from '../deploy/storage/compare-and-swap';
import { objectHeaders } from '../deploy/storage/object-headers';
import type { ObjectStore } from '../deploy/storage/object-store';
import type { Workspace } from '../deploy/workspace';
import { deployedConfig } from './deployed-config';
import { SHELL_ASSETS_FILE, type ShellAssets } from './render-site';
import { LASTMOD_FILE, parseLastmod, recordServed, robotsTxt, servedPaths, sitemapXml, type Lastmod } from './sitemap';

/** The served documents the workspace holds (what this build, release or rollback laid out or fetched): file → HTML. */
function servedPages(ws: Workspace): Map<string, Buffer> {
  const folders = ['', ...LOCALES.filter((locale) => existsSync(join(ws.dir, locale))).map((locale) => `${locale}/`)];
  const files = folders.flatMap((folder) => readdirSync(join(ws.dir, folder)).filter((name) => name.endsWith('.html')).map((name) => `${folder}${name}`));
  return new Map(files.map((file) => [file, ws.read(file)]));
}

/** What a file made from the registry reads: the registry and the page dates, as they are now. */
interface SiteState {
  readonly registry: Registry;
  readonly lastmod: Lastmod;
}

async function siteState(store: ObjectStore): Promise<SiteState> {
  const [{ registry }, lastmod] = await Promise.all([readRegistry(store), store.get(LASTMOD_FILE)]);
  return { registry, lastmod: parseLastmod(lastmod?.body) };
}

/**
 * Rewrites a file made from the registry (compare-and-swap): the registry and page dates are read after the file's
 * ETag, so whichever write lands last was made from the newest registry. Not written when it would not change.
 */
function refreshDerived(store: ObjectStore, key: string, make: (state: SiteState) => string | Promise<string>, options: Omit<SwapOptions, 'what'>): Promise<void> {
  return compareAndSwap(
    store,
    key,
    async (stored) => {
      const body = Buffer.from(await make(await siteState(store)));
      return { body: stored?.body.equals(body) ? undefined : body, result: undefined };
    },
    { what: `the update of ${key}`, ...options },
  );
}

/**
 * The CloudFront Function, made again from the registry as it is now: its pages, and each running canary's share and
 * public pages (published here). After every write of the registry, a canary's start, share and end included.
 */
export const refreshCdnFunction = (store: ObjectStore, options: Omit<SwapOptions, 'what'> = {}): Promise<void> =>
  refreshDerived(store, VIEWER_REQUEST_FILE, async ({ registry }) => viewerRequestFunction(pageTable(servedPaths(registry)), await publishCanaryPages(store, registry)), options);

/**
 * After every build, release and rollback (once the registry is written): notes when each page the workspace served
 * changed, then regenerates the sitemap and the CDN files from the target's registry as it is now. The page dates,
 * the sitemap and the CloudFront Function (which lists the pages) are compare-and-swap writes, so two releases landing
 * at once both end up in them; robots.txt and `_headers` depend on config.json only.
 */
export async function refreshSiteFiles(ws: Workspace, options: Omit<SwapOptions, 'what'> = {}): Promise<void> {
  const served = servedPages(ws);
  await compareAndSwap(
    ws.store,
    LASTMOD_FILE,
    async (stored) => {
      const before = parseLastmod(stored?.body);
      const after = recordServed(before, served);
      const changed = stored === undefined || Object.keys(after).some((file) => after[file] !== before[file]);
      return { body: changed ? Buffer.from(`${JSON.stringify(after, null, 2)}\n`) : undefined, result: undefined };
    },
    { what: 'the update of the page dates', ...options },
  );
  await ws.fetch([CONFIG_FILE, SHELL_ASSETS_FILE]);
  const config = deployedConfig(ws.dir);
  const shellReviewed = existsSync(ws.path(SHELL_ASSETS_FILE)) ? ((JSON.parse(ws.read(SHELL_ASSETS_FILE).toString('utf8')) as ShellAssets).reviewed ?? []) : [];
  await Promise.all([
    refreshDerived(ws.store, 'sitemap.xml', ({ registry, lastmod }) => sitemapXml(registry, lastmod, config.siteUrl, shellReviewed), options),
    refreshCdnFunction(ws.store, options),
    ...(
      [
        ['robots.txt', robotsTxt(config.siteUrl)],
        [HEADERS_FILE, headersFile(config)],
      ] as const
    ).map(([key, text]) => ws.store.put(key, Buffer.from(text), objectHeaders(key))),
  ]);
}
