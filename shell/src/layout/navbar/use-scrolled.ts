import { useCallback, useState } from 'react';
import { useScrollFrame } from '@bbg/kit';

/** True once the window has scrolled beyond `share` of its height. */
export function useScrolled(share: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  const measure = useCallback(() => setScrolled(window.scrollY > window.innerHeight * share), [share]);
  useScrollFrame(measure);
  return scrolled;
}
