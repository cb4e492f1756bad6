import { useSyncExternalStore } from 'react';
import type { RenderState } from '@bbg/contract';

const unchanging = () => () => undefined;

/**
 * True when this render writes the served HTML (on the server) or adopts it (React hydrating it in the browser, or
 * a part mounted while the page is being adopted); false for a part rendered in the browser after that. Read it once,
 * as a part's first state: a later render of the same part may see false.
 *
 * Hydration reads the server's answer (true); afterwards React asks the browser's, which stays true while the page is
 * adopting. So adopting a part never renders it a second time: a store whose browser answer differed would render
 * every part that reads it again, synchronously, in the task that commits the adoption (one long task per part).
 */
export function useServedRender(): boolean {
  return useSyncExternalStore(unchanging, adopting, () => true);
}

/**
 * adoption.ts's isAdopting, read without importing that module. This hook reaches the shell and the remotes through
 * the platform singleton (`@bbg/platform`, for usePageLoaded and the parts that read it), and adoption.ts in the
 * singleton as well as in the shell's own chunks made the order of the shell's chunk loads depend on the checkout's
 * folder name: the same sources gave different bytes (tools/rspack/portable-build.test.ts).
 */
const adopting = (): boolean => document.documentElement.dataset.render === ('adopting' satisfies RenderState);
