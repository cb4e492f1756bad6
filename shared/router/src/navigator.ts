import type { NavigationLocation } from '@bbg/platform';
import type { RouteMatch } from './route-object';

/**
 * What the rendered routes read: where the browser is, what that location renders, and how to go elsewhere.
 * `matches` keeps its identity until the path or search changes (a hash alone re-renders nothing above the
 * parts that read the location), so a page's served parts that are still dormant are never forced to render.
 */
export interface SiteNavigator {
  /**
   * The document's locale prefix (`/fr`), or '' for English. Routes and locations are written without it; links and
   * the address bar carry it.
   */
  readonly basename: string;
  readonly location: () => NavigationLocation;
  readonly matches: () => readonly RouteMatch[];
  readonly subscribe: (listener: () => void) => () => void;
  readonly navigate: (href: string, replace: boolean) => void;
}

/** A site path (`/about-us`, `/`) under a basename (`/fr/about-us`, `/fr`); a path that is not absolute is left as is. */
export function withBasename(basename: string, href: string): string {
  if (!basename || !href.startsWith('/')) return href;
  return href === '/' || /^\/[?#]/.test(href) ? `${basename}${href.slice(1)}` : `${basename}${href}`;
}

/** A pathname of the address bar without the basename (`/fr/about-us` → `/about-us`, `/fr` → `/`). */
export function withoutBasename(basename: string, pathname: string): string {
  if (!basename) return pathname;
  const lower = pathname.toLowerCase();
  if (lower === basename) return '/';
  return lower.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

export const hrefOf = ({ pathname, search, hash }: NavigationLocation): string => `${pathname}${search}${hash}`;

/** A location snapshot per href, so useSyncExternalStore sees a stable value. */
export function locationCache(): (location: NavigationLocation) => NavigationLocation {
  let last: NavigationLocation | null = null;
  return (location) => {
    if (!last || hrefOf(last) !== hrefOf(location)) last = { pathname: location.pathname, search: location.search, hash: location.hash };
    return last;
  };
}

/** A server render: one location and its matches; navigating is not possible there. */
export function staticNavigator(location: NavigationLocation, matches: readonly RouteMatch[], basename = ''): SiteNavigator {
  return {
    basename,
    location: () => location,
    matches: () => matches,
    subscribe: () => () => undefined,
    navigate: (href) => {
      throw new Error(`Cannot navigate during a server render (to ${href})`);
    },
  };
}
