import { useCallback, useState } from 'react';

/** A hero page's state: false until its Banner's image has loaded; `reveal` is the Banner's onLoad. */
export function useHeroReady(): readonly [boolean, () => void] {
  const [ready, setReady] = useState(false);
  const reveal = useCallback(() => setReady(true), []);
  return [ready, reveal] as const;
}
