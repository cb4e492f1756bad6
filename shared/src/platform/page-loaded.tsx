import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface PageLoadedValue {
  /** True once the current page has reported that its first view (hero image) is ready. */
  readonly loaded: boolean;
  readonly markLoaded: () => void;
}

const PageLoadedContext = createContext<PageLoadedValue | null>(null);

interface PageLoadedProviderProps {
  /** The current path: the flag resets to false whenever it changes. */
  readonly pathname: string;
  readonly children: ReactNode;
}

/** The page-loaded signal. Shared as a Module Federation singleton so the shell and every remote see one copy. */
export function PageLoadedProvider({ pathname, children }: PageLoadedProviderProps) {
  const [loadedPath, setLoadedPath] = useState<string | null>(null);
  const markLoaded = useCallback(() => setLoadedPath(pathname), [pathname]);
  const value = useMemo(() => ({ loaded: loadedPath === pathname, markLoaded }), [loadedPath, pathname, markLoaded]);
  return <PageLoadedContext.Provider value={value}>{children}</PageLoadedContext.Provider>;
}

export function usePageLoaded(): PageLoadedValue {
  const value = useContext(PageLoadedContext);
  if (!value) throw new Error('usePageLoaded must be used inside <PageLoadedProvider>');
  return value;
}

/** Reports the page as loaded once `ready` is true (for pages whose first view needs nothing to load). */
export function useReportPageLoaded(ready = true): void {
  const { markLoaded } = usePageLoaded();
  useEffect(() => {
    if (ready) markLoaded();
  }, [ready, markLoaded]);
}
