import type { CarouselConfig, Stat } from '@bbg/kit';

/** The words the ticker shows. */
export const tickerWords = ['BELIEVE', 'INSPIRE', 'VALUE'] as const;

/**
 * The ticker: 3 visible (2 under 768 px and under 325 px, kept as written), scroll 1, autoplay,
 * speed 3000 ms, delay 2000 ms, no dots or arrows. The words run twice so the loop has slides to wrap with.
 */
export const tickerConfig = {
  label: 'Believe, inspire, value',
  slidesPerView: 2,
  breakpoints: { 325: 2, 768: 3 },
  autoplayMs: 2000,
  speedMs: 3000,
  loop: true,
  arrows: false,
  dots: false,
} as const satisfies CarouselConfig;

/** A slide of the ticker: one word, its id the English word and its place. */
export interface TickerSlide {
  readonly id: string;
  readonly word: string;
}

export const tickerSlides: readonly TickerSlide[] = [...tickerWords, ...tickerWords].map((word, index) => ({ id: `${word}-${index}`, word }));

export const overviewStatsHeading = 'BBG in numbers';

export const overviewStats = [
  { id: 'branches', value: '50+', label: 'Branches' },
  { id: 'countries', value: '20+', label: 'Countries' },
  { id: 'employees', value: '1500+', label: 'Employees' },
  { id: 'partners', value: '1000+', label: 'Partners' },
] as const satisfies readonly Stat[];
