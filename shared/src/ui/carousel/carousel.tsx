import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
// Swiper's CSS stays in the first load: the swiper-free first render wears swiper's classes.
import 'swiper/css';
import 'swiper/css/pagination';
import { useHydrated } from '../../hooks/use-hydrated';
import { useNearViewport } from '../../hooks/use-near-viewport';
import type { CarouselConfig } from './carousel-config';
import styles from './carousel.module.css';
import { loadedSwiperTrack, loadSwiperTrack } from './load-swiper-track';
import { StaticTrack } from './static-track';
import type { SwiperTrack } from './swiper-track';
import { usePrefersReducedMotion } from './use-reduced-motion';

export type { CarouselBreakpoints, CarouselConfig } from './carousel-config';

export interface CarouselProps<T> {
  readonly config: CarouselConfig;
  readonly items: readonly T[];
  readonly getKey: (item: T) => string;
  readonly renderSlide: (item: T, index: number) => ReactNode;
}

/**
 * The one carousel of the site, on swiper: created on mount, disposed on unmount (swiper/react). Swiper loads after
 * the page is adopted, as the carousel comes near (no first load carries it); until then the slides rest as a static track swiper's size.
 * When it moves by itself it shows a pause/play control, pauses on hover and while focus is inside,
 * and stays still under prefers-reduced-motion until the visitor presses Play.
 */
export function Carousel<T>({ config, items, getKey, renderSlide }: CarouselProps<T>) {
  const region = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // Swiper loads as the carousel comes into view: the static track looks the same, so a page whose carousel sits
  // below the fold does not fetch it at first.
  const near = useNearViewport(region, '0px');
  // Boxed: a component in state would be taken for an updater. The page's first render is always swiper-free.
  const [track, setTrack] = useState<{ readonly Track: typeof SwiperTrack } | null>(() => {
    const Track = hydrated ? loadedSwiperTrack() : null;
    return Track ? { Track } : null;
  });
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [focusPause, setFocusPause] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const moves = config.autoplayMs !== undefined;
  const playing = moves && (choice ?? reducedMotion === false);
  const running = playing && !focusPause && !hovered;

  // Started and stopped only by the effect below, so nothing moves before reduced motion is known.
  const autoplay = useMemo(() => ({ enabled: false, delay: config.autoplayMs ?? 0, disableOnInteraction: false }), [config.autoplayMs]);

  useEffect(() => {
    if (!hydrated || !near || track) return undefined;
    let live = true;
    // A failed load leaves the static track (first slides in view; arrows have nothing to move).
    loadSwiperTrack().then(
      (Track) => live && setTrack({ Track }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hydrated, near, track]);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !moves) return;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) swiper.autoplay.stop();
    // WAI carousel pattern: slide changes are announced only while it is still.
    swiper.wrapperEl?.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [swiper, moves, running]);

  useEffect(() => {
    if (!swiper?.keyboard || swiper.destroyed) return;
    if (focusWithin) swiper.keyboard.enable();
    else swiper.keyboard.disable();
  }, [swiper, focusWithin]);

  const syncEdges = (instance: SwiperInstance): void => {
    setAtStart(instance.isBeginning);
    setAtEnd(instance.isEnd);
  };
  const onFocus = (event: FocusEvent<HTMLElement>): void => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setFocusWithin(true);
    setFocusPause(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>): void => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setFocusWithin(false);
    setFocusPause(false);
  };
  const onHover = (hover: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setHovered(hover);
  };
  const trackClass = config.dots ? styles.withDots : undefined;
  const slides = items.map((item, index) => ({ key: getKey(item), label: `${index + 1} of ${items.length}`, content: renderSlide(item, index) }));
  const prevDisabled = !config.loop && atStart;
  const nextDisabled = !config.loop && atEnd;

  return (
    // The region is no control: hover and focus only pause its motion (DESIGN.md "Motion").
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={region}
      className={config.linear ? `${styles.carousel} ${styles.linear}` : styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={config.label}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
    >
      {track ? (
        <track.Track
          config={config}
          className={trackClass}
          slides={slides}
          autoplay={autoplay}
          onSwiper={(instance) => {
            setSwiper(instance);
            syncEdges(instance);
          }}
          onProgress={syncEdges}
        />
      ) : (
        <StaticTrack config={config} className={trackClass} slides={slides} />
      )}
      {config.arrows || moves ? (
        <div className={styles.controls}>
          {config.arrows ? (
            <button
              type="button"
              className={styles.control}
              aria-label="Previous slide"
              aria-disabled={prevDisabled}
              onClick={() => (prevDisabled ? undefined : swiper?.slidePrev())}
            >
              <ChevronLeft aria-hidden="true" size={22} />
            </button>
          ) : null}
          {moves ? (
            <button
              type="button"
              className={styles.control}
              // The name says what pressing it does; a pressed state on top would read "Play carousel, pressed".
              aria-label={playing ? 'Pause carousel' : 'Play carousel'}
              onClick={() => {
                setChoice(!playing);
                // Pressing Play inside the carousel is an explicit request to move despite the focus.
                setFocusPause(false);
              }}
            >
              {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
            </button>
          ) : null}
          {config.arrows ? (
            <button
              type="button"
              className={styles.control}
              aria-label="Next slide"
              aria-disabled={nextDisabled}
              onClick={() => (nextDisabled ? undefined : swiper?.slideNext())}
            >
              <ChevronRight aria-hidden="true" size={22} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
