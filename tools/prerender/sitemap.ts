import { createHash } from 'node:crypto';
import type { Registry } from '@bbg/contract';
import { escapeHtml } from './page-document';
import { isStaticRoute, routeFile } from './route-file';

/** When each served page's HTML last changed: a private object, updated by compare-and-swap (site-files.ts). */
export const LASTMOD_FILE = '.server/lastmod.json';

export type Lastmod = Readonly<Record<string, { readonly hash: string; readonly at: string }>>;

/** The stored page dates; none when there are none yet or they cannot be read (they are rebuilt as pages change). */
export function parseLastmod(body: Buffer | undefined): Lastmod {
  if (!body) return {};
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Lastmod) : {};
  } catch {
    return {};
  }
}

const pageHash = (html: Buffer): string => createHash('sha256').update(html).digest('hex').slice(0, 16);

/** The dates with `served` (file → HTML) noted: a page whose HTML changed gets `now`, an unchanged one keeps its date. */
export function recordServed(lastmod: Lastmod, served: ReadonlyMap<string, Buffer>, now = new Date().toISOString()): Lastmod {
  const next = { ...lastmod };
  for (const [file, html] of served) {
    const hash = pageHash(html);
    if (next[file]?.hash !== hash) next[file] = { hash, at: now };
  }
  return next;
}

/** Every public page: the home page and each remote's current static routes (newsletters are framed documents). */
export function publicPaths(registry: Registry): string[] {
  const remotes = Object.values(registry.remotes).flatMap((record) => record?.versions[record.current]?.routes ?? []);
  return ['/', ...remotes.filter((route) => isStaticRoute(route.path) && route.layout !== 'none').map((route) => route.path)];
}

/** /sitemap.xml: every public page, with the day it last changed. */
export function sitemapXml(registry: Registry, lastmod: Lastmod, siteUrl: string): string {
  const urls = publicPaths(registry).map((path) => {
    const changed = lastmod[routeFile(path)]?.at;
    return `  <url><loc>${escapeHtml(new URL(path, `${siteUrl}/`).href)}</loc>${changed ? `<lastmod>${changed.slice(0, 10)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (siteUrl: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
