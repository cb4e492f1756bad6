import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@bbg/kit';

export interface Rotation {
  readonly index: number;
  readonly playing: boolean;
  readonly toggle: () => void;
  readonly show: (index: number) => void;
}

/**
 * Moves through `count` items every `intervalMs`, looping, while playing. It starts playing unless the
 * visitor prefers reduced motion (and not before that is known); the visitor's Pause or Play wins.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = choice ?? reducedMotion === false;

  useEffect(() => {
    if (!playing || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs, index]);

  return {
    index,
    playing,
    toggle: () => setChoice(!playing),
    show: (next: number) => setIndex(((next % count) + count) % count),
  };
}
