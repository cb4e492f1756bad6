import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Registry } from '@bbg/shared/contract';
import { CDN_FILES, writeCdnFiles } from '../cdn/cdn-files';
import { readRegistry } from '../deploy/registry-store';
import { objectHeaders } from '../deploy/storage/object-headers';
import type { Workspace } from '../deploy/workspace';
import { deployedConfig } from './deployed-config';
import { escapeHtml } from './page-document';
import { isStaticRoute, routeFile } from './route-file';

export const LASTMOD_FILE = '.server/lastmod.json';

type Lastmod = Record<string, { readonly hash: string; readonly at: string }>;

function readLastmod(dir: string): Lastmod {
  const file = join(dir, LASTMOD_FILE);
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Lastmod) : {};
  } catch {
    return {};
  }
}

function writeAtomic(file: string, text: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(temp, text);
  renameSync(temp, file);
}

/** Notes when each served page's HTML last changed (the release, rollback or build that changed it). */
export function recordServed(dir: string, files: readonly string[]): void {
  const lastmod = readLastmod(dir);
  const now = new Date().toISOString();
  for (const file of files) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
    if (lastmod[file]?.hash !== hash) lastmod[file] = { hash, at: now };
  }
  writeAtomic(join(dir, LASTMOD_FILE), `${JSON.stringify(lastmod, null, 2)}\n`);
}

/** Every public page: the home page and each remote's current static routes (newsletters are framed documents). */
export function publicPaths(registry: Registry): string[] {
  const remotes = Object.values(registry.remotes).flatMap((record) => record?.versions[record.current]?.routes ?? []);
  return ['/', ...remotes.filter((route) => isStaticRoute(route.path) && route.layout !== 'none').map((route) => route.path)];
}

/** /sitemap.xml and /robots.txt, from what is served now. */
export function writeSitemap(dir: string, registry: Registry, siteUrl: string): void {
  const lastmod = readLastmod(dir);
  const urls = publicPaths(registry).map((path) => {
    const changed = lastmod[routeFile(path)]?.at;
    return `  <url><loc>${escapeHtml(new URL(path, `${siteUrl}/`).href)}</loc>${changed ? `<lastmod>${changed.slice(0, 10)}</lastmod>` : ''}</url>`;
  });
  writeAtomic(join(dir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  writeAtomic(join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}

/**
 * Regenerates the sitemap, robots.txt and the CDN files from the target's registry as it is now and its
 * config.json: after every build, release and rollback. Read after the registry write, so a release that lands
 * after another still lists both.
 */
export async function refreshSiteFiles(ws: Workspace): Promise<void> {
  const { registry } = await readRegistry(ws.store);
  await ws.fetch(['config.json', LASTMOD_FILE]);
  const config = deployedConfig(ws.dir);
  writeSitemap(ws.dir, registry, config.siteUrl);
  writeCdnFiles(ws.dir, publicPaths(registry), config);
  await Promise.all(['sitemap.xml', 'robots.txt', ...CDN_FILES].map((key) => ws.store.put(key, ws.read(key), objectHeaders(key))));
}
