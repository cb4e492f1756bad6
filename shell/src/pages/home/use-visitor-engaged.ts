import { useEffect, useState } from 'react';

const EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
let engaged = false;

/**
 * True once the visitor has scrolled, touched, clicked or pressed a key on this page view. Until then only
 * the hero is on screen, so nothing below the fold needs to load for a first view.
 */
export function useVisitorEngaged(): boolean {
  const [state, setState] = useState(engaged || (typeof window !== 'undefined' && window.scrollY > 0));

  useEffect(() => {
    if (state) {
      engaged = true;
      return undefined;
    }
    const engage = (): void => {
      engaged = true;
      setState(true);
    };
    for (const name of EVENTS) window.addEventListener(name, engage, { passive: true, once: true, capture: true });
    return () => {
      for (const name of EVENTS) window.removeEventListener(name, engage, { capture: true });
    };
  }, [state]);

  return state;
}
