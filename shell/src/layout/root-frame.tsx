import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from '@bbg/shared/navigation/router/router';
import { RouterNavigation } from '@bbg/shared/navigation/router-navigation';
import { PageLoadedProvider } from '@bbg/shared/platform';
import { RouteFocus } from './route-focus';

/**
 * Every route: the page-loaded flag resets and the window scrolls to the top on each path change; remotes
 * and the kit navigate through the shell's router (the platform's navigation contract).
 */
export function RootFrame({ children }: { readonly children?: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <RouterNavigation>
      <PageLoadedProvider pathname={pathname}>
        <RouteFocus />
        {children}
        <Outlet />
      </PageLoadedProvider>
    </RouterNavigation>
  );
}
