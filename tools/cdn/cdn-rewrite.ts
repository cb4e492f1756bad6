import { APP_DOCUMENT, routeFile } from '../prerender/route-file';
import { isPrivatePath, looksLikeFile } from '../server/path-rules';

/**
 * The object a CDN answers a (decoded) request path with, as the generated CloudFront Function does: a page's
 * document, the named file, or app.html; undefined for a private path (404).
 */
export function cdnObjectKey(pathname: string, pagePaths: ReadonlySet<string>): string | undefined {
  if (isPrivatePath(pathname)) return undefined;
  if (pagePaths.has(pathname)) return routeFile(pathname);
  return looksLikeFile(pathname) ? pathname.slice(1) : APP_DOCUMENT;
}
