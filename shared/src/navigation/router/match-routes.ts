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

export interface RouteMatch {
  /** From the outermost layout to the page. */
  readonly routes: readonly RouteObject[];
  readonly params: Params;
}

interface Branch {
  readonly routes: readonly RouteObject[];
  readonly segments: readonly string[];
}

const split = (path: string): string[] => path.split('/').filter(Boolean);

/** The browser keeps a path percent-encoded (/t%26c); routes are written decoded (/t&c). */
const decode = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

function branches(routes: readonly RouteObject[], parents: readonly RouteObject[] = [], prefix: readonly string[] = []): Branch[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const segments = [...prefix, ...(route.path ? split(route.path) : [])];
    const own: Branch[] = route.index || route.path !== undefined ? [{ routes: chain, segments }] : [];
    return [...own, ...branches(route.children ?? [], chain, segments)];
  });
}

/** Fewer wildcards and parameters first: a static path beats `:id`, which beats `*`. */
const rank = ({ segments }: Branch): number =>
  segments.reduce((score, segment) => score + (segment === '*' ? 100 : segment.startsWith(':') ? 1 : 0), 0);

function matchBranch({ routes, segments }: Branch, parts: readonly string[]): RouteMatch | null {
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(index).join('/');
      return { routes, params };
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === segments.length ? { routes, params } : null;
}

/** The routes a path renders (case-insensitive, as React Router matches by default), or null. */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch | null {
  const parts = split(pathname).map(decode);
  const ranked = branches(routes)
    .map((branch, order) => ({ branch, order }))
    .sort((a, b) => rank(a.branch) - rank(b.branch) || a.order - b.order);
  for (const { branch } of ranked) {
    const match = matchBranch(branch, parts);
    if (match) return match;
  }
  return null;
}
