import { useEffect, useRef, type RefObject } from 'react';

/**
 * For a form's submit button, disabled while its answer is pending: disabling it drops focus to the page, so once the
 * answer is in, focus goes back to it. A visitor who has moved on meanwhile keeps their place.
 */
export function useFocusBackAfterPending(pending: boolean): RefObject<HTMLButtonElement | null> {
  const button = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(pending);
  useEffect(() => {
    const answered = wasPending.current && !pending;
    wasPending.current = pending;
    const active = document.activeElement;
    if (answered && (active === null || active === document.body || active === button.current)) button.current?.focus();
  }, [pending]);
  return button;
}
