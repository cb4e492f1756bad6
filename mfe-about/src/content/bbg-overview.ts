import type { CarouselConfig } from '@bbg/kit';

// The ticker's settings and slides; its words and the stats strip's, in each language, are `<locale>/bbg-overview.json`.

/**
 * The ticker: 3 visible (2 under 768 px and under 325 px, kept as written), scroll 1, autoplay,
 * speed 3000 ms, delay 2000 ms, no dots or arrows. Its accessible name is the catalogue's `tickerConfig.label`.
 */
export const tickerSettings = {
  slidesPerView: 2,
  breakpoints: { 325: 2, 768: 3 },
  autoplayMs: 2000,
  speedMs: 3000,
  loop: true,
  arrows: false,
  dots: false,
} as const satisfies Omit<CarouselConfig, 'label'>;

/** A slide of the ticker: one word, its id its place. */
export interface TickerSlide {
  readonly id: string;
  readonly word: string;
}

/** The ticker's slides: its words (BELIEVE, INSPIRE, VALUE in English) run twice, so the loop has slides to wrap with. */
export const tickerSlides = (words: readonly string[]): readonly TickerSlide[] => [...words, ...words].map((word, index) => ({ id: String(index), word }));
