import { useSyncExternalStore } from 'react';
import { isAdopting } from './adoption';

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
  return useSyncExternalStore(unchanging, isAdopting, () => true);
}
