import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, RouterNavigation } from '@bbg/router';
import { AFTER_HERO_SHOWN_CLASS, HERO_SHOWN_CLASS, NAVIGATED_ATTRIBUTE } from '@bbg/contract';
import { PageLoadedProvider } from '@bbg/platform';
import { RouteFocus } from './route-focus';

/**
 * Every route: the page-loaded flag resets and the window scrolls to the top on each path change; remotes
 * and the kit navigate through the shell's router (the platform's navigation contract).
 */
export function RootFrame({ children }: { readonly children?: ReactNode }) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    // Not when the served page is adopted: the visitor may have scrolled or moved to a section already.
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  useLayoutEffect(() => {
    // The boot script showed the served page's hero early; a page the browser navigates to reveals its own as it loads.
    if (pathname === firstPath.current) return;
    document.documentElement.classList.remove(HERO_SHOWN_CLASS, AFTER_HERO_SHOWN_CLASS);
    // Tells the boot script the served page is gone: its late hero events and 4 s cap no longer apply.
    document.documentElement.setAttribute(NAVIGATED_ATTRIBUTE, '');
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
