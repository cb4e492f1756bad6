import { newsCardSetOf, type NewsCardsCatalogue, type NewsCardSet, type NewsCardVariant } from '@bbg/kit';

/** Each news card set of this remote's pages: its entry number and its main card's art (its page's). */
const newsCardVariants = {
  businessOverview: { id: 9, art: 'corporate' },
  travel: { id: 10, art: 'travel' },
  electronics: { id: 11, art: 'electronics' },
  fashion: { id: 13, art: 'fashion' },
  generalTrading: { id: 14, art: 'trading' },
  dmc: { id: 17, art: 'travel' },
  /** No page shows it yet. */
  tourism: { id: 12, art: 'travel' },
  /** No page shows it yet. */
  logistics: { id: 15, art: 'logistics' },
  /** No page shows it yet. */
  it: { id: 16, art: 'it' },
  /** No page shows it yet. */
  gsa: { id: 18, art: 'globe' },
} as const satisfies Record<string, NewsCardVariant>;

/** A news card set, by key: each the variant named after its page. */
export type NewsCardSetKey = keyof typeof newsCardVariants;

/** A locale's news cards (`src/content/<locale>/news-cards.json`). */
export type NewsCardWords = NewsCardsCatalogue<NewsCardSetKey>;

/** News card set `key` in a locale's words: the kit gives each card its tag's colour, and the main card its page's art. */
export const newsCardSet = (words: NewsCardWords, key: NewsCardSetKey): NewsCardSet => newsCardSetOf(newsCardVariants, words, key);
