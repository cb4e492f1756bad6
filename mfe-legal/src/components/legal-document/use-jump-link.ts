import { useCallback, type MouseEvent } from 'react';
import { isPlainClick } from '@bbg/contract';
import { useNavigate } from '@bbg/platform';

/**
 * Click handler for in-page links (`href="#id"`). The jump is done here rather than left to the browser: a
 * fragment's smooth scroll can be cut short while the page is still settling, and the browser leaves focus
 * on the link, so keyboard and screen-reader users would stay in the table of contents. The URL still
 * gains the fragment (through the router, so Back works and the shell sees a hash change only).
 */
export function useJumpLink(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      const { hash } = event.currentTarget;
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (!target) return;
      event.preventDefault();
      navigate({ hash }, { preventScrollReset: true });
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    },
    [navigate],
  );
}
