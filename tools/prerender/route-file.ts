import { LOCALES, localeOfPath, localizedPath, pathInLocale, type RemoteRoute } from '@bbg/contract';

/** The client-only document: routes that are not pre-rendered (/newsletter/:id, unknown paths) get it. */
export const APP_DOCUMENT = 'app.html';

/**
 * The file a static host serves for a route: `/` → index.html, `/about-us` → about-us.html, and in another locale
 * `/fr` → fr.html, `/fr/about-us` → fr/about-us.html (a host serves `<path>.html` for a path in every case).
 */
export function routeFile(path: string): string {
  if (path === '/') return 'index.html';
  const slug = pathInLocale(path);
  const prefixed = slug !== path;
  if ((slug !== '/' && !/^\/[^/:*?]+$/.test(slug)) || path.includes('..') || !path.startsWith('/')) throw new Error(`${path} cannot be pre-rendered to one file`);
  return prefixed && slug === '/' ? `${localeOfPath(path)}.html` : `${path.slice(1)}.html`;
}

/** Can this route be pre-rendered? Routes with parameters (/newsletter/:id) are rendered in the browser. */
export const isStaticRoute = (path: string): boolean => !/[:*]/.test(path);

/** The files a version's routes are served from: each pre-rendered route in every locale (`privacy-policy.html`, `fr/privacy-policy.html`…). */
export const servedFilesOf = (routes: readonly RemoteRoute[]): string[] =>
  routes.filter((route) => isStaticRoute(route.path)).flatMap((route) => LOCALES.map((locale) => routeFile(localizedPath(route.path, locale))));
