import type { ReactNode } from 'react';

/** A route as React Router spells one: layouts have children and no path, `*` catches the rest. */
export interface RouteObject {
  readonly path?: string;
  readonly index?: boolean;
  readonly element?: ReactNode;
  readonly errorElement?: ReactNode;
  readonly children?: readonly RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

/** One level of what a location renders, from the outermost layout to the page. */
export interface RouteMatch {
  readonly route: RouteObject;
  readonly params: Params;
}

/** The browser keeps a path percent-encoded (/t%26c); routes are written decoded (/t&c). */
function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const normalise = (path: string): string => decodePath(path).replace(/\/+$/, '').toLowerCase() || '/';

/**
 * The branch a served document stands for, found without a router: a pre-rendered page's route has a fixed path
 * (no parameters), so the browser can adopt it before React Router has loaded. Compared as React Router compares
 * (any case, encoded or not). Null for a path no fixed route has.
 */
export function servedBranch(routes: readonly RouteObject[], pathname: string, parents: readonly RouteMatch[] = []): RouteMatch[] | null {
  const wanted = normalise(pathname);
  for (const route of routes) {
    const chain = [...parents, { route, params: {} }];
    const fixed = route.path !== undefined && !route.path.includes(':') && !route.path.includes('*');
    if ((route.index && wanted === '/') || (fixed && normalise(route.path ?? '') === wanted)) return chain;
    const below = route.children ? servedBranch(route.children, pathname, chain) : null;
    if (below) return below;
  }
  return null;
}

/** Whether a fixed route path is the given path, compared as React Router compares. */
export const isPath = (path: string, pathname: string): boolean => normalise(path) === normalise(pathname);
