import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => undefined;

/**
 * False while the page is rendered ahead of time and while the browser adopts that HTML, true after (and from the
 * start of a page rendered in the browser). For parts that can only be drawn with the browser at hand.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
