import { createContext, useContext, useState, type ReactNode } from 'react';
import { memoryNavigator, RouterProvider, RouterNavigation } from '@bbg/router';

interface TestRouterProps {
  /** The history; the last entry is the current location. */
  readonly initialEntries?: readonly string[];
  /** The route pattern the children stand for (useParams reads it); elsewhere they render without params. */
  readonly path?: string;
  readonly children: ReactNode;
}

/** The children of the latest render: the router is made once, and a rerender must still reach them. */
const Children = createContext<ReactNode>(null);

function RoutedChildren() {
  return <RouterNavigation>{useContext(Children)}</RouterNavigation>;
}

/** Tests: React Router in memory with the platform's navigation contract, as the shell provides it. */
export function TestRouter({ initialEntries, path = '*', children }: TestRouterProps) {
  // One history per mount.
  const [navigator] = useState(() => {
    const element = <RoutedChildren />;
    return memoryNavigator(path === '*' ? [{ path, element }] : [{ path, element }, { path: '*', element }], initialEntries);
  });
  return (
    <Children.Provider value={children}>
      <RouterProvider navigator={navigator} />
    </Children.Provider>
  );
}
