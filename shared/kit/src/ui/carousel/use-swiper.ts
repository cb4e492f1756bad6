import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useNearViewport } from '../../hooks/use-near-viewport';
import type { CarouselConfig } from './carousel-config';
import { loadSwiper } from './load-swiper';
import { useKitWords } from '../../words/use-kit-words';

type Move = 'previous' | 'next';

export interface SwiperState {
  /** Swiper once it runs on the served track; null before. */
  readonly swiper: SwiperInstance | null;
  readonly atStart: boolean;
  readonly atEnd: boolean;
  /** One slide back or on; pressed before swiper runs, it starts swiper and the move happens once it is there. */
  readonly move: (direction: Move) => void;
}

interface Edges {
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

/** Applies the moves pressed before swiper ran: all but the last at once, the last as a visible slide. */
function catchUp(instance: SwiperInstance, steps: number): void {
  for (let left = Math.abs(steps); left > 0; left -= 1) {
    const speed = left > 1 ? 0 : undefined;
    if (steps > 0) instance.slideNext(speed);
    else instance.slidePrev(speed);
  }
}

/**
 * Swiper's core on the served `.swiper` element (the nodes stay; swiper adds its classes and inline sizes), started
 * as the carousel comes into view or at the first arrow press, and destroyed on unmount. Swiper loads only then, so
 * no first load carries it.
 */
export function useSwiper(track: RefObject<HTMLElement | null>, dots: RefObject<HTMLElement | null>, config: CarouselConfig): SwiperState {
  const near = useNearViewport(track, '0px');
  const [pressed, setPressed] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });
  // A carousel's config is content: the one it was served with is the one swiper starts with.
  const [settings] = useState(config);
  const words = useKitWords().carousel;
  const pending = useRef(0);
  const wanted = near || pressed;

  useEffect(() => {
    const element = track.current;
    if (!wanted || !element) return undefined;
    let live = true;
    let instance: SwiperInstance | null = null;
    const syncEdges = ({ isBeginning, isEnd }: SwiperInstance): void =>
      setEdges((edge) => (edge.atStart === isBeginning && edge.atEnd === isEnd ? edge : { atStart: isBeginning, atEnd: isEnd }));
    // A failed load leaves the served track at rest on its first slide.
    loadSwiper().then(
      (start) => {
        if (!live) return;
        instance = start({ element, dots: dots.current, config: settings, onProgress: syncEdges, words });
        catchUp(instance, pending.current);
        pending.current = 0;
        setSwiper(instance);
      },
      () => undefined,
    );
    return () => {
      live = false;
      instance?.destroy(true, true);
    };
  }, [wanted, track, dots, settings, words]);

  const move = useCallback(
    (direction: Move): void => {
      if (swiper && !swiper.destroyed) {
        if (direction === 'next') swiper.slideNext();
        else swiper.slidePrev();
        return;
      }
      pending.current += direction === 'next' ? 1 : -1;
      setPressed(true);
    },
    [swiper],
  );

  return { swiper, atStart: edges.atStart, atEnd: edges.atEnd, move };
}
