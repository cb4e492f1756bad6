import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import type { KitWords } from '@bbg/contract';
import { perViewOf, type CarouselBreakpoints, type CarouselConfig } from './carousel-config';

const MODULES = [A11y, Autoplay, Keyboard, Pagination];

/**
 * Swiper's accessibility module names the slides and the dots itself once it starts: in the kit's words for the
 * document's locale, as the served markup names them, or a started carousel would speak English on every page.
 */
const a11yOf = (words: KitWords['carousel']): SwiperOptions['a11y'] => ({
  slideLabelMessage: words.slidePosition.replace('{n}', '{{index}}').replace('{count}', '{{slidesLength}}'),
  itemRoleDescriptionMessage: words.slideRoleDescription,
  paginationBulletMessage: words.goToSlide.replace('{n}', '{{index}}'),
  prevSlideMessage: words.previous,
  nextSlideMessage: words.next,
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

/** Starts swiper on the served markup; autoplay stays off until the carousel starts it (motion waits for reduced motion to be known). */
export function startSwiper({ element, dots, config, onProgress, words }: SwiperHost): SwiperInstance {
  return new Swiper(element, {
    modules: MODULES,
    slidesPerView: config.slidesPerView,
    breakpoints: toSwiperBreakpoints(config.breakpoints),
    spaceBetween: config.spaceBetween ?? 24,
    speed: config.speedMs ?? 600,
    loop: config.loop ?? false,
    autoplay: { enabled: false, delay: config.autoplayMs ?? 0, disableOnInteraction: false },
    keyboard: KEYBOARD,
    pagination: dots ? { el: dots, clickable: true } : false,
    a11y: a11yOf(words),
    on: { init: onProgress, progress: onProgress },
  });
}
