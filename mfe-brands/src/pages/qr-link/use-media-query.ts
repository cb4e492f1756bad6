import { useEffect, useState } from 'react';

/** Whether a media query matches, following changes (false until mounted). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
    const sync = (): void => setMatches(list?.matches ?? false);
    sync();
    list?.addEventListener?.('change', sync);
    return () => list?.removeEventListener?.('change', sync);
  }, [query]);
  return matches;
}
