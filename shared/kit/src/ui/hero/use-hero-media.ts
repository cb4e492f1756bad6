import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * How long a hero waits for its picture before the page shows anyway. The page is revealed when the
 * hero's image (or video metadata) loads, with no limit of its own; 4 s is past a normal first view on a slow phone
 * and short enough that a stalled image does not leave the header extras, footer and loader stuck.
 */
export const HERO_WAIT_MS = 4000;

type HeroMediaElement = HTMLImageElement | HTMLVideoElement;

/** True once the element has loaded or failed before React attached its handlers (a cached or broken file). */
function hasSettled(element: HeroMediaElement): boolean {
  return element instanceof HTMLVideoElement ? element.readyState >= HTMLMediaElement.HAVE_METADATA || Boolean(element.error) : element.complete;
}

export interface HeroMedia {
  /** True once the picture loaded, failed, or kept the page waiting HERO_WAIT_MS. */
  readonly ready: boolean;
  /** The <img>'s onLoad and onError (a <video>'s onLoadedMetadata and onError). */
  readonly settle: () => void;
}

/**
 * The one way a hero decides that the page may show: its image (or video metadata), held by `media`, loaded,
 * failed to load, or HERO_WAIT_MS passed without either. `onReady` runs once, then; a broken picture never
 * holds the page. No element (a banner with an unknown id) waits for nothing.
 */
export function useHeroMedia(media: RefObject<HeroMediaElement | null>, onReady?: () => void): HeroMedia {
  const [ready, setReady] = useState(false);
  const settled = useRef(false);
  const latestOnReady = useRef(onReady);
  useEffect(() => {
    latestOnReady.current = onReady;
  }, [onReady]);

  const settle = useCallback(() => {
    if (settled.current) return;
    settled.current = true;
    setReady(true);
    latestOnReady.current?.();
  }, []);

  useEffect(() => {
    const element = media.current;
    if (!element) return undefined;
    if (hasSettled(element)) {
      settle();
      return undefined;
    }
    const timer = window.setTimeout(settle, HERO_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [media, settle]);

  return { ready, settle };
}
