import { newsCardSetOf, type NewsCardsCatalogue, type NewsCardSet, type NewsCardVariant } from '@bbg/kit';

/** The variants of the kit's placeholder news cards this remote's pages show: each its id and its main card's art. */
const newsCardVariants = {
  bbgOverview: { id: 1, art: 'corporate' },
  visionValues: { id: 2, art: 'people' },
  clients: { id: 3, art: 'corporate' },
  valuesMission: { id: 6, art: 'people' },
  sustainability: { id: 8, art: 'sustainability' },
  /** No page shows it yet. */
  ourAmbition: { id: 4, art: 'globe' },
  /** No page shows it yet. */
  ourInnovation: { id: 5, art: 'it' },
  /** No page shows it yet. */
  ourLeadership: { id: 7, art: 'people' },
} as const satisfies Record<string, NewsCardVariant>;

export type NewsCardVariantKey = keyof typeof newsCardVariants;

/** The news cards' words in one language (`<locale>/news-cards.json`). */
export type NewsCardWords = NewsCardsCatalogue<NewsCardVariantKey>;

/** A variant's news card set, in the language of `words`, the variant named after its page. */
export const newsCardSet = (words: NewsCardWords, variant: NewsCardVariantKey): NewsCardSet => newsCardSetOf(newsCardVariants, words, variant);
