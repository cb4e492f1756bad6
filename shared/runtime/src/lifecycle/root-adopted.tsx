import { useEffect, type ReactNode } from 'react';
import { comeAlive } from './early-events';
import { settleAdoption } from './adoption';

interface RootAdoptedProps {
  /** Called as the root comes alive, before the document may count as adopted. */
  readonly onLive: () => void;
  readonly children: ReactNode;
}

/**
 * Wraps the root: once it has committed (after the effects of every part adopted with it), `<html>` is live, the
 * presses held since the first paint outside every slice happen, once, and the document is adopted if no awaited
 * slice is still on its way. `onLive` must keep its identity: the root comes alive once.
 */
export function RootAdopted({ onLive, children }: RootAdoptedProps) {
  useEffect(() => {
    comeAlive(document.documentElement);
    onLive();
    settleAdoption();
  }, [onLive]);
  return children;
}
