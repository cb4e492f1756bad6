import { useCallback, useEffect, useRef, useState } from 'react';

/** Grace period for the pointer to cross from the image to the overlay (or back) without closing it. */
export const HOVER_CLOSE_DELAY_MS = 120;

type Part = 'image' | 'overlay';

export interface HoverOverlay {
  readonly openId: string | null;
  readonly open: (id: string) => void;
  readonly close: () => void;
  readonly enter: (part: Part, id?: string) => void;
  readonly leave: (part: Part) => void;
}

/**
 * Which photo's enlarged overlay is open. Hovering an image opens it; it closes once the pointer has left
 * both the image and the overlay. `open` and `close` serve keyboard and click.
 */
export function useHoverOverlay(): HoverOverlay {
  const [openId, setOpenId] = useState<string | null>(null);
  const inside = useRef<Record<Part, boolean>>({ image: false, overlay: false });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const enter = useCallback((part: Part, id?: string) => {
    inside.current[part] = true;
    window.clearTimeout(timer.current);
    if (id) setOpenId(id);
  }, []);

  const leave = useCallback((part: Part) => {
    inside.current[part] = false;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!inside.current.image && !inside.current.overlay) setOpenId(null);
    }, HOVER_CLOSE_DELAY_MS);
  }, []);

  const close = useCallback(() => {
    inside.current = { image: false, overlay: false };
    setOpenId(null);
  }, []);

  return { openId, open: setOpenId, close, enter, leave };
}
