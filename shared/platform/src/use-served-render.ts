import { useSyncExternalStore } from 'react';
import type { RENDER_ATTRIBUTE, RenderState } from '@bbg/contract';

const unchanging = () => () => undefined;

export interface ServedRenderOptions {
  /**
   * Only React's hydration (and the server) counts: false for a part rendered in the browser while the page is still
   * adopting, such as a slice whose served HTML React gave up and renders afresh. The price: right after hydrating,
   * React renders the part once more, synchronously, with false. For a part that picks what to load by the answer
   * (the shell's remote page: the served version while hydrating, the current one once rendered afresh), where
   * "true while adopting" would send a slice rendered afresh back to the version that could not load.
   */
  readonly hydrationOnly?: boolean;
}

/**
 * True when this render writes the served HTML (on the server) or adopts it (React hydrating it in the browser, or
 * a part mounted while the page is being adopted); false for a part rendered in the browser after that. Read it once,
 * as a part's first state: a later render of the same part may see false.
 *
 * Hydration reads the server's answer (true); afterwards React asks the browser's, which stays true while the page is
 * adopting. So adopting a part never renders it a second time: a store whose browser answer differed would render
 * every part that reads it again, synchronously, in the task that commits the adoption (one long task per part).
 * `hydrationOnly` is that other store, for the one part that needs it.
 */
export function useServedRender({ hydrationOnly = false }: ServedRenderOptions = {}): boolean {
  return useSyncExternalStore(unchanging, hydrationOnly ? rendered : adopting, served);
}

const served = (): boolean => true;
const rendered = (): boolean => false;

/**
 * adoption.ts's isAdopting, read without importing that module, nor the contract's names at run time (the attribute is
 * checked against RENDER_ATTRIBUTE by type). This hook reaches the shell and the remotes through the platform
 * singleton (`@bbg/platform`, for usePageLoaded and the parts that read it), and a module in the singleton as well
 * as in the shell's own chunks (adoption.ts, once) made the order of the shell's chunk loads depend on the checkout's
 * folder name: the same sources gave different bytes (tools/rspack/portable-build.built.test.ts).
 */
const adopting = (): boolean => document.documentElement.getAttribute('data-render' satisfies typeof RENDER_ATTRIBUTE) === ('adopting' satisfies RenderState);
