import { routeFile } from '../prerender/route-file';

/**
 * Each pre-rendered page's path and the object a CDN serves for it (`/about-us` → `/about-us.html`, `/` →
 * `/index.html`), from the paths the sitemap lists (publicPaths: the home page and every remote's current static
 * routes). Objects are URI-encoded as a request names them (`/t&c` → `/t&c.html`).
 */
export function pageTable(pagePaths: readonly string[]): Record<string, string> {
  return Object.fromEntries(pagePaths.map((path) => [path, `/${encodeURI(routeFile(path))}`]));
}
