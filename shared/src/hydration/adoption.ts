/**
 * Where the page is in its life: served (HTML only), adopting (hydrateRoot is rendering the served HTML) or live.
 * Kept on <html data-render> rather than in a module, because the shell and every remote bundle their own copy of
 * this file: the document is the one thing they all see.
 */
export type RenderState = 'adopting' | 'adopted' | 'client';

export function setRenderState(state: RenderState): void {
  document.documentElement.dataset.render = state;
}

/** True while the served HTML is being adopted: parts rendered now must match it and may stay dormant. */
export function isAdopting(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.render === 'adopting';
}
