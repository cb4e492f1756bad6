import { createBrowserRouter, createMemoryRouter, matchRoutes, type RouteObject as ReactRouterRoute } from 'react-router';
import type { NavigationLocation } from '@bbg/platform';
import { locationCache, staticNavigator, withoutBasename, type SiteNavigator } from './navigator';
import type { RouteMatch, RouteObject } from './route-object';

type DataRouter = ReturnType<typeof createBrowserRouter>;

// Our route objects are React Router's, read-only: the router copies them and never writes to them.
const asRouterRoutes = (routes: readonly RouteObject[]): ReactRouterRoute[] => routes as ReactRouterRoute[];

/** React Router's matches as our renderer reads them: the route objects it was given (elements included) and params. */
const toMatches = (matches: DataRouter['state']['matches']): RouteMatch[] => matches.map(({ route, params }) => ({ route: route as RouteObject, params }));

/**
 * The site's navigator on a React Router data router: it owns history, matching and navigation. `initial` is what
 * the page already shows (a served document's branch): kept until the first change of path or search, so taking
 * over from the served page changes nothing on screen.
 */
function routerNavigator(router: DataRouter, basename: string, initial?: readonly RouteMatch[]): SiteNavigator {
  const cache = locationCache();
  const listeners = new Set<() => void>();
  // React Router's own location carries the basename; ours is written without it.
  const unprefixed = (location: NavigationLocation): NavigationLocation => ({ ...location, pathname: withoutBasename(basename, location.pathname) });
  let shown = unprefixed(router.state.location);
  let matches: readonly RouteMatch[] = initial ?? toMatches(router.state.matches);
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    if (withoutBasename(basename, state.location.pathname) !== shown.pathname || state.location.search !== shown.search) matches = toMatches(state.matches);
    shown = unprefixed(state.location);
    listeners.forEach((listener) => listener());
  });
  return {
    basename,
    location: () => cache(shown),
    matches: () => matches,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (href, replace) => void router.navigate(href, { replace }),
  };
}

/**
 * The browser's history through React Router (a client-rendered page, a standalone frame, or after adoption), under
 * the document's locale prefix (`basename`, '' for English).
 */
export function browserNavigator(routes: readonly RouteObject[], initial?: readonly RouteMatch[], basename = ''): SiteNavigator {
  return routerNavigator(createBrowserRouter(asRouterRoutes(routes), basename ? { basename } : undefined), basename, initial);
}

/** A history in memory, starting at the last of the given entries: for tests and the standalone tools. */
export function memoryNavigator(routes: readonly RouteObject[], entries: readonly string[] = ['/']): SiteNavigator {
  return routerNavigator(createMemoryRouter(asRouterRoutes(routes), { initialEntries: [...entries], initialIndex: entries.length - 1 }), '');
}

/** The pre-render: what React Router matches for one location (written without its basename), or null when nothing does. */
export function serverNavigator(routes: readonly RouteObject[], location: NavigationLocation, basename = ''): SiteNavigator | null {
  const found = matchRoutes(asRouterRoutes(routes), location.pathname);
  return found ? staticNavigator(location, found.map(({ route, params }) => ({ route: route as RouteObject, params })), basename) : null;
}

/** Whether a route pattern matches a path, as the router matches: for tests and tools. */
export const patternMatches = (pattern: string, pathname: string): boolean => matchRoutes([{ path: pattern }], pathname) !== null;
