import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * True while React renders the component to adopt served HTML (and on the server), false when it renders in the
 * browser: after adoption, or when React gave up adopting a slice and renders it afresh.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}
