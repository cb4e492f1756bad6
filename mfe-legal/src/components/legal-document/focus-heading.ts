import type { MouseEvent } from 'react';

/**
 * For in-page links: the browser follows the fragment (URL, scroll, scroll-margin) but leaves focus on the
 * link, so keyboard and screen-reader users would stay in the table of contents. Focus the target too.
 */
export function focusFragmentTarget(event: MouseEvent<HTMLAnchorElement>): void {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
