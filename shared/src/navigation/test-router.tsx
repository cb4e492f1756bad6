import { useState, type ReactNode } from 'react';
import { memoryNavigator } from './router/react-router-navigator';
import { RouterProvider } from './router/router';
import { RouterNavigation } from './router-navigation';

interface TestRouterProps {
  /** The history; the last entry is the current location. */
  readonly initialEntries?: readonly string[];
  /** The route pattern the children stand for (useParams reads it); elsewhere they render without params. */
  readonly path?: string;
  readonly children: ReactNode;
}

/** Tests: React Router in memory with the platform's navigation contract, as the shell provides it. */
export function TestRouter({ initialEntries, path = '*', children }: TestRouterProps) {
  const element = <RouterNavigation>{children}</RouterNavigation>;
  const routes = path === '*' ? [{ path, element }] : [{ path, element }, { path: '*', element }];
  // One history per mount.
  const [navigator] = useState(() => memoryNavigator(routes, initialEntries));
  return <RouterProvider navigator={navigator} />;
}
