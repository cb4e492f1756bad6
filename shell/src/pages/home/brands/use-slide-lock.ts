import { useCallback, useEffect, useRef, useState } from 'react';

export interface SlideLock {
  readonly index: number;
  /** True while a move is under way: both controls ignore presses. */
  readonly locked: boolean;
  readonly move: (step: 1 | -1) => void;
}

/** Cyclic previous/next over `count` slides; each move locks both directions for `lockMs`. */
export function useSlideLock(count: number, lockMs: number): SlideLock {
  const [index, setIndex] = useState(0);
  const [locked, setLocked] = useState(false);
  // Read by `move` as well as the state: presses replayed together, before a render, still meet the lock.
  const lock = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const move = useCallback(
    (step: 1 | -1) => {
      if (lock.current || count < 2) return;
      lock.current = true;
      setIndex((current) => (current + step + count) % count);
      setLocked(true);
      timer.current = window.setTimeout(() => {
        lock.current = false;
        setLocked(false);
      }, lockMs);
    },
    [count, lockMs],
  );

  return { index, locked, move };
}
