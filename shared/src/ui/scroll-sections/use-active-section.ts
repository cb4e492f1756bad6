import { useEffect, useState } from 'react';

/** The id of the section spanning the viewport's vertical midpoint (spec: section activation). */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('|');
  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const measure = (): void => {
      frame = 0;
      const middle = window.innerHeight / 2;
      const hit = key.split('|').find((id) => {
        const rect = document.getElementById(id)?.getBoundingClientRect();
        return rect ? rect.top <= middle && middle < rect.bottom : false;
      });
      if (hit) setActive(hit);
    };
    const onScroll = (): void => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key, enabled]);
  return active;
}
