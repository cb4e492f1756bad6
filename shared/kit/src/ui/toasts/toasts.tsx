import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify/unstyled';
import { whenIdle } from '@bbg/runtime';

/**
 * Toasts come after something the visitor did, never before the page works: the toast library loads once the
 * page is idle, or with the first toast (which waits in its queue until the container is there), not in the first
 * load. The container renders nothing until then, on the server too.
 */
const SiteToastContainer = lazy(() => import('./toast-container').then((module) => ({ default: module.SiteToastContainer })));

let wanted = false;
const listeners = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mount once per app (the shell, or a remote running standalone). */
export function ToastHost() {
  const shown = useSyncExternalStore(subscribe, () => wanted, () => false);
  useEffect(() => whenIdle(want), []);
  return shown ? (
    <Suspense fallback={null}>
      <SiteToastContainer />
    </Suspense>
  ) : null;
}

type Notice = (message: string, options?: Pick<ToastOptions, 'autoClose'>) => void;

const raise =
  (kind: 'success' | 'error'): Notice =>
  (message, options = {}) => {
    want();
    void import('react-toastify/unstyled').then(({ toast }) => toast[kind](message, options));
  };

export const notify = { success: raise('success'), error: raise('error') };
