import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import type { KitWords } from '@bbg/contract';
import { perViewOf, type CarouselBreakpoints, type CarouselConfig } from './carousel-config';
import { reachOnlySlidesInView } from './reachable-slides';

const MODULES = [A11y, Autoplay, Keyboard, Pagination];

/**
 * Swiper's accessibility module names the slides and the dots itself once it starts: in the kit's words for the
 * document's locale, as the served markup names them, or a started carousel would speak English on every page.
 */
const a11yOf = (words: KitWords['carousel'], loop: boolean): SwiperOptions['a11y'] => ({
  slideLabelMessage: words.slidePosition.replace('{n}', '{{index}}').replace('{count}', '{{slidesLength}}'),
  itemRoleDescriptionMessage: words.slideRoleDescription,
  paginationBulletMessage: words.goToSlide.replace('{n}', '{{index}}'),
  prevSlideMessage: words.previous,
  nextSlideMessage: words.next,
  // A looping carousel never moves to a focused slide: its slides out of view take no focus (reachable-slides.ts).
  scrollOnFocus: !loop,
});
// Page Up/Down stay with the page; arrows are switched on only while focus is inside the carousel.
const KEYBOARD = { enabled: false, pageUpDown: false } as const;

const toSwiperBreakpoints = (breakpoints: CarouselBreakpoints = {}): SwiperOptions['breakpoints'] =>
  Object.fromEntries(Object.entries(breakpoints).map(([width, value]) => [width, { slidesPerView: perViewOf(value) }]));

export interface SwiperHost {
  /** The served `.swiper` element: swiper takes it over as it is (no new nodes for the slides). */
  readonly element: HTMLElement;
  /** The served, empty `.swiper-pagination` element, for a carousel with dots. */
  readonly dots: HTMLElement | null;
  readonly config: CarouselConfig;
  readonly onProgress: (instance: SwiperInstance) => void;
  /** The carousel's words in the document's locale. */
  readonly words: KitWords['carousel'];
}

/** Where a looping track rests: its first run, and the end of each move (a resize's too). */
const resting = (instance: SwiperInstance): void => reachOnlySlidesInView(instance.el.getBoundingClientRect(), instance.slides, document.activeElement);
/** A move starts: its slides are still where it starts (unless it jumps), and it ends this far on. */
const moving = (instance: SwiperInstance): void => {
  const animated = instance.wrapperEl.style.transitionDuration !== '0ms';
  reachOnlySlidesInView(instance.el.getBoundingClientRect(), instance.slides, document.activeElement, animated ? instance.translate - instance.previousTranslate : 0);
};

/** Starts swiper on the served markup; autoplay stays off until the carousel starts it (motion waits for reduced motion to be known). */
export function startSwiper({ element, dots, config, onProgress, words }: SwiperHost): SwiperInstance {
  const loop = config.loop ?? false;
  const onRest = loop ? resting : undefined;
  const onMove = loop ? moving : undefined;
  return new Swiper(element, {
    modules: MODULES,
    slidesPerView: config.slidesPerView,
    breakpoints: toSwiperBreakpoints(config.breakpoints),
    spaceBetween: config.spaceBetween ?? 24,
    speed: config.speedMs ?? 600,
    loop,
    autoplay: { enabled: false, delay: config.autoplayMs ?? 0, disableOnInteraction: false },
    keyboard: KEYBOARD,
    pagination: dots ? { el: dots, clickable: true } : false,
    a11y: a11yOf(words, loop),
    on: {
      init: (instance) => {
        onProgress(instance);
        onRest?.(instance);
      },
      progress: onProgress,
      setTranslate: onMove,
      transitionEnd: onRest,
    },
  });
}
