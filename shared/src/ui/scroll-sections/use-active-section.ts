import { useCallback, useState } from 'react';
import { useScrollFrame } from '../../hooks/use-scroll-frame';

/** The id of the section spanning the viewport's vertical midpoint (spec: section activation). */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('|');
  const measure = useCallback(() => {
    const middle = window.innerHeight / 2;
    const hit = key.split('|').find((id) => {
      const rect = document.getElementById(id)?.getBoundingClientRect();
      return rect ? rect.top <= middle && middle < rect.bottom : false;
    });
    if (hit) setActive(hit);
  }, [key]);
  useScrollFrame(measure, enabled);
  return active;
}
