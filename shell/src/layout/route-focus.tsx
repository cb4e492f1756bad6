import { useEffect, useRef } from 'react';
import { useLocation } from '@bbg/router';
import { usePageLoaded } from '@bbg/platform';

/**
 * After a navigation (not on the first load), once the new page reports it has loaded, focus moves to
 * its heading so keyboard and screen-reader users start at the new content.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const { loaded } = usePageLoaded();
  const initial = useRef(pathname);
  const navigated = useRef(false);

  useEffect(() => {
    if (pathname !== initial.current) navigated.current = true;
    if (!loaded || !navigated.current) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [loaded, pathname]);

  return null;
}
