import { AWAITED_ATTRIBUTE, LIVE_ATTRIBUTE, RENDER_ATTRIBUTE, type RenderState } from '@bbg/contract';

export function setRenderState(state: RenderState): void {
  document.documentElement.setAttribute(RENDER_ATTRIBUTE, state);
}

/** True while the served HTML is being adopted: parts rendered now must match it and may stay dormant. */
export function isAdopting(): boolean {
  return typeof document !== 'undefined' && document.documentElement.getAttribute(RENDER_ATTRIBUTE) === ('adopting' satisfies RenderState);
}

/**
 * Adoption comes in slices: the root first (the header, the footer and the frame of the page: `<html>` live), then
 * the route's page once its code has arrived (its slice is awaited). Called as each of them comes alive,
 * it marks the document adopted once all of them are; islands come alive on their own time and are not waited for.
 */
export function settleAdoption(): void {
  if (!isAdopting()) return;
  const root = document.documentElement;
  if (!root.hasAttribute(LIVE_ATTRIBUTE) || root.querySelector(`[${AWAITED_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`)) return;
  setRenderState('adopted');
}
