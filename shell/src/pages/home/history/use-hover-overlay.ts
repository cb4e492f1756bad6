import { useCallback, useEffect, useRef, useState } from 'react';

/** Grace period for the pointer to cross from the image to the overlay (or back) without closing it. */
export const HOVER_CLOSE_DELAY_MS = 120;

type Part = 'image' | 'overlay';

export interface HoverOverlay<T> {
  /** The item whose enlarged overlay is open, as it was handed to `open` or `enter`. */
  readonly openItem: T | null;
  readonly open: (item: T) => void;
  readonly close: () => void;
  readonly enter: (part: Part, item?: T) => void;
  readonly leave: (part: Part) => void;
}

/**
 * Which item's enlarged overlay is open. Hovering an image opens it; it closes once the pointer has left
 * both the image and the overlay. `open` and `close` serve keyboard and click.
 */
export function useHoverOverlay<T>(): HoverOverlay<T> {
  const [openItem, setOpenItem] = useState<T | null>(null);
  const inside = useRef<Record<Part, boolean>>({ image: false, overlay: false });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const enter = useCallback((part: Part, item?: T) => {
    inside.current[part] = true;
    window.clearTimeout(timer.current);
    if (item !== undefined) setOpenItem(() => item);
  }, []);

  const leave = useCallback((part: Part) => {
    inside.current[part] = false;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!inside.current.image && !inside.current.overlay) setOpenItem(null);
    }, HOVER_CLOSE_DELAY_MS);
  }, []);

  const close = useCallback(() => {
    inside.current = { image: false, overlay: false };
    setOpenItem(null);
  }, []);

  const open = useCallback((item: T) => setOpenItem(() => item), []);

  return { openItem, open, close, enter, leave };
}
