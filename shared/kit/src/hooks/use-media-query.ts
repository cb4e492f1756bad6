import { useEffect, useState } from 'react';

/**
 * Whether a media query matches, following changes; `null` until mounted (the query is read in an effect, never
 * during render, so an adopted page renders first as it was served), and each caller says what "unknown" means.
 */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
    const sync = (): void => setMatches(list?.matches ?? false);
    sync();
    list?.addEventListener?.('change', sync);
    return () => list?.removeEventListener?.('change', sync);
  }, [query]);
  return matches;
}
