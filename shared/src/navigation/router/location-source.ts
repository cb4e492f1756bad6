import type { NavigationLocation } from '../../platform/navigation';

/** Where the router reads the location and sends navigations: the browser's history, a fixed path, or memory. */
export interface LocationSource {
  readonly read: () => NavigationLocation;
  readonly subscribe: (onChange: () => void) => () => void;
  readonly go: (href: string, replace: boolean) => void;
}

export function parseHref(href: string): NavigationLocation {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const hrefOf = ({ pathname, search, hash }: NavigationLocation): string => `${pathname}${search}${hash}`;

/** One object per href, so useSyncExternalStore sees a stable snapshot. */
function cachedParse(): (href: string) => NavigationLocation {
  let last: NavigationLocation | null = null;
  return (href) => {
    if (!last || hrefOf(last) !== href) last = parseHref(href);
    return last;
  };
}

export function browserLocation(): LocationSource {
  const listeners = new Set<() => void>();
  const parse = cachedParse();
  const notify = (): void => listeners.forEach((listener) => listener());
  return {
    read: () => parse(hrefOf(window.location)),
    subscribe: (onChange) => {
      listeners.add(onChange);
      window.addEventListener('popstate', onChange);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('popstate', onChange);
      };
    },
    go: (href, replace) => {
      window.history[replace ? 'replaceState' : 'pushState'](null, '', href);
      notify();
    },
  };
}

/** A server render: one path, no browser; navigating is not possible there. */
export function staticLocation(href: string): LocationSource {
  const location = parseHref(href);
  return {
    read: () => location,
    subscribe: () => () => undefined,
    go: () => {
      throw new Error(`Cannot navigate during a server render (at ${href})`);
    },
  };
}

/** Tests: a history in memory, starting at the last of the given entries. */
export function memoryLocation(entries: readonly string[] = ['/']): LocationSource {
  const stack = entries.length > 0 ? [...entries] : ['/'];
  const listeners = new Set<() => void>();
  const parse = cachedParse();
  return {
    read: () => parse(stack[stack.length - 1] ?? '/'),
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    go: (href, replace) => {
      if (replace) stack.pop();
      stack.push(href);
      listeners.forEach((listener) => listener());
    },
  };
}
