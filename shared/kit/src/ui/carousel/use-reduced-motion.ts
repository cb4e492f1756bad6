import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asks for reduced motion; `null` until mounted (the media query is read in an
 * effect, never during render), so callers treat "unknown" as "do not move yet".
 */
export function usePrefersReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
    const sync = (): void => setReduced(query?.matches ?? false);
    sync();
    query?.addEventListener?.('change', sync);
    return () => query?.removeEventListener?.('change', sync);
  }, []);
  return reduced;
}
