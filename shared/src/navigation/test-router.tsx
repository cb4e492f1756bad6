import { useMemo, type ReactNode } from 'react';
import { memoryLocation } from './router/location-source';
import { RouterProvider } from './router/router';
import { RouterNavigation } from './router-navigation';

interface TestRouterProps {
  /** The history; the last entry is the current location. */
  readonly initialEntries?: readonly string[];
  /** The route pattern the children stand for (useParams reads it); elsewhere they render without params. */
  readonly path?: string;
  readonly children: ReactNode;
}

/** Tests: a router in memory with the platform's navigation contract, as the shell provides it. */
export function TestRouter({ initialEntries, path = '*', children }: TestRouterProps) {
  const source = useMemo(() => memoryLocation(initialEntries), []); // eslint-disable-line react-hooks/exhaustive-deps -- one history per mount
  const element = <RouterNavigation>{children}</RouterNavigation>;
  const routes = path === '*' ? [{ path, element }] : [{ path, element }, { path: '*', element }];
  return <RouterProvider routes={routes} source={source} />;
}
