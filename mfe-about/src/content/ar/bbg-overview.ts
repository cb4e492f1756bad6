import type { Translation } from '@bbg/contract';
import type * as en from '../bbg-overview';

/** The words the ticker shows. */
export const tickerWords = ['نؤمن', 'نُلهم', 'نُقدّر'] as const satisfies Translation<typeof en.tickerWords>;

/** The ticker: the English figures, with its accessible name in Arabic. */
export const tickerConfig = {
  label: 'نؤمن، نُلهم، نُقدّر',
  slidesPerView: 2,
  breakpoints: { 325: 2, 768: 3 },
  autoplayMs: 2000,
  speedMs: 3000,
  loop: true,
  arrows: false,
  dots: false,
} as const satisfies Translation<typeof en.tickerConfig>;

/** The words run twice, as in English; the slide ids are the English ones. */
export const tickerSlides = [
  { id: 'BELIEVE-0', word: 'نؤمن' },
  { id: 'INSPIRE-1', word: 'نُلهم' },
  { id: 'VALUE-2', word: 'نُقدّر' },
  { id: 'BELIEVE-3', word: 'نؤمن' },
  { id: 'INSPIRE-4', word: 'نُلهم' },
  { id: 'VALUE-5', word: 'نُقدّر' },
] as const satisfies Translation<typeof en.tickerSlides>;

export const overviewStatsHeading = 'BBG بالأرقام' satisfies Translation<typeof en.overviewStatsHeading>;

export const overviewStats = [
  { id: 'branches', value: '50+', label: 'فروع' },
  { id: 'countries', value: '20+', label: 'دول' },
  { id: 'employees', value: '1500+', label: 'موظفون' },
  { id: 'partners', value: '1000+', label: 'شركاء' },
] as const satisfies Translation<typeof en.overviewStats>;
