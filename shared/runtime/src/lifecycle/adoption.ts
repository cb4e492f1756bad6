import type { RenderState } from '@bbg/contract';

export function setRenderState(state: RenderState): void {
  document.documentElement.dataset.render = state;
}

/** True while the served HTML is being adopted: parts rendered now must match it and may stay dormant. */
export function isAdopting(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.render === 'adopting';
}

/** The attribute of a slice the document waits for before it counts as adopted (the route's page). */
export const AWAITED_ATTRIBUTE = 'data-awaited';

/**
 * Adoption comes in slices: the root first (the header, the footer and the frame of the page: `<html data-live>`),
 * then the route's page once its code has arrived (its slice is `data-awaited`). Called as each of them comes alive,
 * it marks the document adopted once all of them are; islands come alive on their own time and are not waited for.
 */
export function settleAdoption(): void {
  if (!isAdopting()) return;
  const root = document.documentElement;
  if (!root.hasAttribute('data-live') || root.querySelector(`[${AWAITED_ATTRIBUTE}]:not([data-live])`)) return;
  setRenderState('adopted');
}
