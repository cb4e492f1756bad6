import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useServedRender } from './use-served-render';

interface PageLoadedValue {
  /** True once the current page has reported that its first view (hero image) is ready. */
  readonly loaded: boolean;
  readonly markLoaded: () => void;
}

/** Which path has reported loaded. A store, not a context value: the report must not reach dormant islands. */
interface LoadedStore {
  readonly loadedPath: () => string | null;
  readonly mark: (path: string) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

function createLoadedStore(): LoadedStore {
  let loadedPath: string | null = null;
  const listeners = new Set<() => void>();
  return {
    loadedPath: () => loadedPath,
    mark: (path) => {
      if (loadedPath === path) return;
      loadedPath = path;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface PageLoadedContextValue {
  readonly store: LoadedStore;
  readonly pathname: string;
}

const PageLoadedContext = createContext<PageLoadedContextValue | null>(null);

interface PageLoadedProviderProps {
  /** The current path: the flag resets to false whenever it changes. */
  readonly pathname: string;
  readonly children: ReactNode;
}

/**
 * The page-loaded signal. Shared as a Module Federation singleton so the shell and every remote see one copy.
 * Its context value changes only with the path (a new page); the report itself reaches only the parts that read
 * it, so a part of the served page still waiting to come alive is never forced to render early.
 */
export function PageLoadedProvider({ pathname, children }: PageLoadedProviderProps) {
  const [store] = useState(createLoadedStore);
  const value = useMemo(() => ({ store, pathname }), [store, pathname]);
  return <PageLoadedContext.Provider value={value}>{children}</PageLoadedContext.Provider>;
}

export function usePageLoaded(): PageLoadedValue {
  const value = useContext(PageLoadedContext);
  if (!value) throw new Error('usePageLoaded must be used inside <PageLoadedProvider>');
  const { store, pathname } = value;
  // Served or adopted, a part renders as the server did (not loaded yet); rendered in the browser, as things are.
  const served = useServedRender();
  const [loadedPath, setLoadedPath] = useState(() => (served ? null : store.loadedPath()));
  // The report reaches each reader in a transition, rendered in slices: read through a store (useSyncExternalStore),
  // it was rendered at once, synchronously, with the effects of the adoption that made it (one long task).
  useEffect(() => {
    const follow = (): void => {
      const path = store.loadedPath();
      startTransition(() => setLoadedPath(path));
    };
    follow();
    return store.subscribe(follow);
  }, [store]);
  const loaded = loadedPath === pathname;
  const markLoaded = useCallback(() => store.mark(pathname), [store, pathname]);
  return { loaded, markLoaded };
}

/** Reports the page as loaded once `ready` is true (for pages whose first view needs nothing to load). */
export function useReportPageLoaded(ready = true): void {
  const { markLoaded } = usePageLoaded();
  useEffect(() => {
    if (ready) markLoaded();
  }, [ready, markLoaded]);
}
