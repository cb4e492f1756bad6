import type { Translation } from '@bbg/contract';
import type * as en from '../bbg-overview';

/** The words the ticker shows. */
export const tickerWords = ['CROIRE', 'INSPIRER', 'VALORISER'] as const satisfies Translation<typeof en.tickerWords>;

/** The ticker: the English figures, with its accessible name in French. */
export const tickerConfig = {
  label: 'Croire, inspirer, valoriser',
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
  { id: 'BELIEVE-0', word: 'CROIRE' },
  { id: 'INSPIRE-1', word: 'INSPIRER' },
  { id: 'VALUE-2', word: 'VALORISER' },
  { id: 'BELIEVE-3', word: 'CROIRE' },
  { id: 'INSPIRE-4', word: 'INSPIRER' },
  { id: 'VALUE-5', word: 'VALORISER' },
] as const satisfies Translation<typeof en.tickerSlides>;

export const overviewStatsHeading = 'BBG en chiffres' satisfies Translation<typeof en.overviewStatsHeading>;

export const overviewStats = [
  { id: 'branches', value: '50+', label: 'Agences' },
  { id: 'countries', value: '20+', label: 'Pays' },
  { id: 'employees', value: '1500+', label: 'Collaborateurs' },
  { id: 'partners', value: '1000+', label: 'Partenaires' },
] as const satisfies Translation<typeof en.overviewStats>;
