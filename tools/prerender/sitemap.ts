import { createHash } from 'node:crypto';
import { LOCALES, localizedPath, type Locale, type Registry } from '@bbg/contract';
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

/** A public page as English writes its path, and the locales a person has reviewed it in (English always). */
interface PublicPage {
  readonly path: string;
  readonly reviewed: readonly Locale[];
}

/** Every public page: the home page and each remote's current static routes (newsletters are framed documents). */
function publicPages(registry: Registry, shellReviewed: readonly Locale[]): PublicPage[] {
  const remotes = Object.values(registry.remotes).flatMap((record) => {
    const current = record?.versions[record.current];
    return (current?.routes ?? []).filter((route) => isStaticRoute(route.path) && route.layout !== 'none').map((route) => ({ path: route.path, reviewed: ['en' as const, ...(current?.reviewed ?? [])] }));
  });
  return [{ path: '/', reviewed: ['en', ...shellReviewed] }, ...remotes];
}

/** Every public page's path as English writes it. */
export const publicPaths = (registry: Registry): string[] => publicPages(registry, []).map(({ path }) => path);

/** Every public page in every locale, reviewed or not: what a host serves as a pre-rendered document. */
export const servedPaths = (registry: Registry): string[] => LOCALES.flatMap((locale) => publicPaths(registry).map((path) => localizedPath(path, locale)));

/**
 * /sitemap.xml: every public page in each locale a person has reviewed, with the day it last changed. Its hreflang
 * links are in each page's head, the one channel the site uses for them.
 */
export function sitemapXml(registry: Registry, lastmod: Lastmod, siteUrl: string, shellReviewed: readonly Locale[] = []): string {
  const paths = publicPages(registry, shellReviewed).flatMap(({ path, reviewed }) => LOCALES.filter((locale) => reviewed.includes(locale)).map((locale) => localizedPath(path, locale)));
  const urls = paths.map((path) => {
    const changed = lastmod[routeFile(path)]?.at;
    return `  <url><loc>${escapeHtml(new URL(path, `${siteUrl}/`).href)}</loc>${changed ? `<lastmod>${changed.slice(0, 10)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (siteUrl: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
