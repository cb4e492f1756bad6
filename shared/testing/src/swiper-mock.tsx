// jsdom cannot lay swiper out (and swiper ships ESM only): jest.config.js maps 'swiper/react' and 'swiper/modules'
// here, and a test of the kit Carousel maps 'swiper' (its core) here too. The core stand-in takes over the element
// it is given the way swiper does (classes, inline sizes, bullets, a live region), without creating or replacing
// any slide, and hands back one still instance whose calls the tests read.

interface FakeParams {
  readonly pagination?: false | { readonly el?: HTMLElement | null };
  readonly on?: { readonly init?: (swiper: typeof fakeSwiper) => void };
}

/** The instance every `new Swiper()` returns. */
export const fakeSwiper = {
  destroyed: false,
  isBeginning: true,
  isEnd: false,
  el: null as HTMLElement | null,
  wrapperEl: null as HTMLElement | null,
  slides: [] as HTMLElement[],
  autoplay: {
    running: false,
    start: jest.fn(() => {
      fakeSwiper.autoplay.running = true;
    }),
    stop: jest.fn(() => {
      fakeSwiper.autoplay.running = false;
    }),
  },
  keyboard: { enable: jest.fn(), disable: jest.fn() },
  slidePrev: jest.fn(),
  slideNext: jest.fn(),
  destroy: jest.fn(() => {
    fakeSwiper.destroyed = true;
  }),
};

/** A laid-out box, which jsdom never computes. */
const box = (left: number, width: number): DOMRect => ({ x: left, y: 0, left, right: left + width, top: 0, bottom: 200, width, height: 200, toJSON: () => ({}) });

/** Swiper's core: `new Swiper(element, params)`. */
const Swiper = jest.fn((element: HTMLElement, params: FakeParams) => {
  const wrapperEl = element.querySelector('.swiper-wrapper');
  const slides = [...(wrapperEl?.querySelectorAll<HTMLElement>(':scope > .swiper-slide') ?? [])];
  Object.assign(fakeSwiper, { destroyed: false, el: element, wrapperEl, slides });
  element.classList.add('swiper-initialized', 'swiper-horizontal');
  // jsdom lays nothing out: a track 320 px wide, its slides side by side, 320 px each, the first in view.
  element.getBoundingClientRect = () => box(0, 320);
  slides.forEach((slide, index) => {
    slide.style.width = '320px';
    slide.getBoundingClientRect = () => box(index * 320, 320);
    if (index === 0) slide.classList.add('swiper-slide-active');
  });
  const dots = params.pagination ? params.pagination.el : null;
  dots?.insertAdjacentHTML('beforeend', '<span class="swiper-pagination-bullet" role="button" tabindex="0"></span>');
  element.insertAdjacentHTML('beforeend', '<span class="swiper-notification" aria-live="assertive"></span>');
  params.on?.init?.(fakeSwiper);
  return fakeSwiper;
});

export default Swiper;

/** @public swiper/modules' A11y: jest.config.js maps that module here too. */
export const A11y = {};
/** @public swiper/modules' Autoplay: jest.config.js maps that module here too. */
export const Autoplay = {};
/** @public swiper/modules' Keyboard: jest.config.js maps that module here too. */
export const Keyboard = {};
/** @public swiper/modules' Pagination: jest.config.js maps that module here too. */
export const Pagination = {};
