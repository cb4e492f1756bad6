import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useMemo, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './carousel.module.css';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** Slides per view from a minimum viewport width (px) up; a bare number is shorthand for `{ slidesPerView }`. */
export type CarouselBreakpoints = Readonly<Record<number, { readonly slidesPerView: number } | number>>;

/** Everything about a carousel's motion and layout, as data (spec section 9 gives each one's figures). */
export interface CarouselConfig {
  /** Accessible name of the carousel region. */
  readonly label: string;
  readonly slidesPerView: number;
  readonly breakpoints?: CarouselBreakpoints;
  /** Moves by itself, waiting this many ms between moves (0 with `linear` = a continuous ticker). */
  readonly autoplayMs?: number;
  /** Length of one move in ms. */
  readonly speedMs?: number;
  readonly loop?: boolean;
  readonly arrows?: boolean;
  readonly dots?: boolean;
  /** Constant-speed movement (logo rows). */
  readonly linear?: boolean;
  /** Gap between slides in px. */
  readonly spaceBetween?: number;
}

export interface CarouselProps<T> {
  readonly config: CarouselConfig;
  readonly items: readonly T[];
  readonly getKey: (item: T) => string;
  readonly renderSlide: (item: T, index: number) => ReactNode;
}

const MODULES = [A11y, Autoplay, Keyboard, Pagination];
const A11Y = { slideLabelMessage: '{{index}} of {{slidesLength}}', itemRoleDescriptionMessage: 'slide' } as const;
// Page Up/Down stay with the page; arrows are switched on only while focus is inside this carousel.
const KEYBOARD = { enabled: false, pageUpDown: false } as const;

const toSwiperBreakpoints = (breakpoints: CarouselBreakpoints = {}): SwiperOptions['breakpoints'] =>
  Object.fromEntries(
    Object.entries(breakpoints).map(([width, value]) => [width, { slidesPerView: typeof value === 'number' ? value : value.slidesPerView }]),
  );

/**
 * The one carousel of the site, on swiper: created on mount, disposed on unmount (swiper/react).
 * When it moves by itself it shows a pause/play control, pauses on hover and while focus is inside,
 * and stays still under prefers-reduced-motion until the visitor presses Play.
 */
export function Carousel<T>({ config, items, getKey, renderSlide }: CarouselProps<T>) {
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

  const breakpoints = useMemo(() => toSwiperBreakpoints(config.breakpoints), [config.breakpoints]);
  // Started and stopped only by the effect below, so nothing moves before reduced motion is known.
  const autoplay = useMemo(() => ({ enabled: false, delay: config.autoplayMs ?? 0, disableOnInteraction: false }), [config.autoplayMs]);

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
  const prevDisabled = !config.loop && atStart;
  const nextDisabled = !config.loop && atEnd;

  return (
    // The region is no control: hover and focus only pause its motion (DESIGN.md "Motion").
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={config.linear ? `${styles.carousel} ${styles.linear}` : styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={config.label}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
    >
      <Swiper
        className={config.dots ? styles.withDots : undefined}
        modules={MODULES}
        onSwiper={(instance) => {
          setSwiper(instance);
          syncEdges(instance);
        }}
        onProgress={syncEdges}
        slidesPerView={config.slidesPerView}
        breakpoints={breakpoints}
        spaceBetween={config.spaceBetween ?? 24}
        speed={config.speedMs ?? 600}
        loop={config.loop ?? false}
        autoplay={autoplay}
        keyboard={KEYBOARD}
        pagination={config.dots ? { clickable: true } : false}
        a11y={A11Y}
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item)} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${items.length}`}>
            {renderSlide(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
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
