import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './carousel.module.css';

/** Everything about a carousel's motion and layout, as data (spec section 9 gives each one's figures). */
export interface CarouselConfig {
  /** Accessible name of the carousel region. */
  readonly label: string;
  readonly slidesPerView: number;
  /** Minimum viewport width (px) → slides per view from that width up. */
  readonly breakpoints?: Readonly<Record<number, number>>;
  /** Moves by itself every so many ms (then a pause control is shown). */
  readonly autoplayMs?: number;
  /** Transition length in ms. */
  readonly speedMs?: number;
  readonly loop?: boolean;
  readonly arrows?: boolean;
  readonly dots?: boolean;
  /** Constant-speed movement (logo rows). */
  readonly linear?: boolean;
  readonly spaceBetween?: number;
}

interface CarouselProps<T> {
  readonly config: CarouselConfig;
  readonly items: readonly T[];
  readonly getKey: (item: T) => string;
  readonly renderSlide: (item: T, index: number) => ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void): (() => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};
const reducedMotionNow = (): boolean => window.matchMedia?.(REDUCED_MOTION).matches ?? false;
/** Before hydration nothing moves. */
const reducedMotionOnServer = (): boolean => true;

/**
 * The one carousel of the site, on swiper. Created on mount and disposed on unmount by swiper/react.
 * When it moves by itself it has a pause/play control, pauses on hover and focus, and stays still
 * under prefers-reduced-motion until the visitor presses Play.
 */
export function Carousel<T>({ config, items, getKey, renderSlide }: CarouselProps<T>) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, reducedMotionNow, reducedMotionOnServer);
  const moves = Boolean(config.autoplayMs);
  const playing = moves && (choice ?? !reducedMotion);

  useEffect(() => {
    if (!swiper?.autoplay || !moves) return;
    if (playing && !focused) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, moves, playing, focused]);

  const onBlur = (event: FocusEvent): void => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    // Focus inside pauses the motion (DESIGN.md); the region itself is not a control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={config.linear ? styles.linear : styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={config.label}
      onFocus={(event) => {
        // Entering the carousel pauses it; pressing Play inside it restarts it (WAI carousel pattern).
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(true);
      }}
      onBlur={onBlur}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        onSwiper={setSwiper}
        slidesPerView={config.slidesPerView}
        breakpoints={Object.fromEntries(Object.entries(config.breakpoints ?? {}).map(([width, perView]) => [width, { slidesPerView: perView }]))}
        spaceBetween={config.spaceBetween ?? 24}
        speed={config.speedMs ?? 600}
        loop={config.loop ?? false}
        autoplay={moves ? { delay: config.linear ? 0 : (config.autoplayMs ?? 0), disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={config.dots ? { clickable: true } : false}
        a11y={{ enabled: true, prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item)}>{renderSlide(item, index)}</SwiperSlide>
        ))}
      </Swiper>
      {config.arrows || moves ? (
        <div className={styles.controls}>
          {config.arrows ? (
            <button type="button" className={styles.control} aria-label="Previous slide" onClick={() => swiper?.slidePrev()}>
              <ChevronLeft aria-hidden="true" size={22} />
            </button>
          ) : null}
          {moves ? (
            <button
              type="button"
              className={styles.control}
              aria-label={playing ? 'Pause carousel' : 'Play carousel'}
              aria-pressed={!playing}
              onClick={() => {
                setChoice(!playing);
                setFocused(false);
              }}
            >
              {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
            </button>
          ) : null}
          {config.arrows ? (
            <button type="button" className={styles.control} aria-label="Next slide" onClick={() => swiper?.slideNext()}>
              <ChevronRight aria-hidden="true" size={22} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
