import { APP_DOCUMENT, routeFile } from '../prerender/route-file';
import { isPrivatePath, looksLikeFile, withoutTrailingSlash } from '../server/path-rules';

/**
 * The object a CDN answers a (decoded) request path with, as the generated CloudFront Function does: a page's
 * document (however many slashes end its path, as `npm start` reads it), the named file, or app.html; undefined for a
 * private path (404).
 */
export function cdnObjectKey(pathname: string, pagePaths: ReadonlySet<string>): string | undefined {
  const page = withoutTrailingSlash(pathname);
  if (isPrivatePath(pathname) || isPrivatePath(page)) return undefined;
  if (pagePaths.has(page)) return routeFile(page);
  return looksLikeFile(pathname) ? pathname.slice(1) : APP_DOCUMENT;
}
