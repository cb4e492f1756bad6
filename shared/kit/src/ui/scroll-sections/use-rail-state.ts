import { useCallback, useState, type RefObject } from 'react';
import { useScrollFrame } from '../../hooks/use-scroll-frame';

interface RailState {
  /** The id of the section spanning the viewport's vertical midpoint (section activation). */
  readonly active: string | undefined;
  /** The sections' end has scrolled above the rail's bottom: what follows them would pass under the rail. */
  readonly past: boolean;
}

/** The side-dot rail's state, measured once per frame while the window scrolls or resizes. */
export function useRailState(ids: readonly string[], enabled: boolean, sections: RefObject<HTMLElement | null>, rail: RefObject<HTMLElement | null>): RailState {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const [past, setPast] = useState(false);
  const key = ids.join('|');
  const measure = useCallback(() => {
    const middle = window.innerHeight / 2;
    const hit = key.split('|').find((id) => {
      const rect = document.getElementById(id)?.getBoundingClientRect();
      return rect ? rect.top <= middle && middle < rect.bottom : false;
    });
    if (hit) setActive(hit);
    const end = sections.current?.getBoundingClientRect().bottom;
    const railEnd = rail.current?.getBoundingClientRect().bottom;
    if (end !== undefined && railEnd !== undefined) setPast(end < railEnd);
  }, [key, sections, rail]);
  useScrollFrame(measure, enabled);
  return { active, past };
}
