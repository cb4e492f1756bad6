import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoadedProvider } from '@bbg/shared/platform';
import { RouteFocus } from './route-focus';

/** Every route: the page-loaded flag resets and the window scrolls to the top on each path change. */
export function RootFrame({ children }: { readonly children?: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <PageLoadedProvider pathname={pathname}>
      <RouteFocus />
      {children}
      <Outlet />
    </PageLoadedProvider>
  );
}
