import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
// Swiper's CSS is in the first load: the served track wears swiper's classes.
import 'swiper/css';
import 'swiper/css/pagination';
import { replayProps, useLivePart } from '@bbg/runtime';
import { useKitWords } from '../../words/use-kit-words';
import type { CarouselConfig } from './carousel-config';
import { trackClasses } from './track-classes';
import { usePrefersReducedMotion } from './use-reduced-motion';
import { useSwiper } from './use-swiper';
import styles from './carousel.module.css';

interface CarouselFrameProps {
  readonly config: CarouselConfig;
  /** The slides, `.swiper-slide` elements. */
  readonly children: ReactNode;
}

/** The carousel region, its served swiper track and its controls; the state of its motion lives here. */
export function CarouselFrame({ config, children }: CarouselFrameProps) {
  const region = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  // A press on a control before the page is adopted is held, then replayed here once.
  useLivePart(region);
  const { swiper, atStart, atEnd, move } = useSwiper(track, dots, config);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [focusPause, setFocusPause] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const words = useKitWords().carousel;
  const moves = config.autoplayMs !== undefined;
  const playing = moves && (choice ?? reducedMotion === false);
  const running = playing && !focusPause && !hovered;

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
  const trackClass = ['swiper', ...trackClasses(config), config.dots ? styles.withDots : undefined].filter(Boolean).join(' ');
  const prevDisabled = !config.loop && atStart;
  const nextDisabled = !config.loop && atEnd;

  return (
    // The region is no control: hover and focus only pause its motion.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={region}
      className={config.linear ? `${styles.carousel} ${styles.linear}` : styles.carousel}
      role="region"
      aria-roledescription={words.roleDescription}
      aria-label={config.label}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      {...replayProps}
    >
      <div ref={track} className={trackClass}>
        <div className="swiper-wrapper">{children}</div>
        {/* Swiper fills it with its bullets. */}
        {config.dots ? <div ref={dots} className="swiper-pagination" /> : null}
      </div>
      {config.arrows || moves ? (
        <div className={styles.controls}>
          {config.arrows ? (
            <button
              type="button"
              className={styles.control}
              aria-label={words.previous}
              aria-disabled={prevDisabled}
              onClick={() => (prevDisabled ? undefined : move('previous'))}
            >
              <ChevronLeft aria-hidden="true" size={22} />
            </button>
          ) : null}
          {moves ? (
            <button
              type="button"
              className={styles.control}
              // The name says what pressing it does; a pressed state on top would read "Play carousel, pressed".
              aria-label={playing ? words.pause : words.play}
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
            <button type="button" className={styles.control} aria-label={words.next} aria-disabled={nextDisabled} onClick={() => (nextDisabled ? undefined : move('next'))}>
              <ChevronRight aria-hidden="true" size={22} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
