import { newsCardSet, type NewsCardSet } from '@bbg/kit';

/** The news card sets of this remote's pages, each the variant named after its page. */
export const newsCardSets = {
  bbgOverview: newsCardSet(1, 'BBG Overview', 'corporate'),
  visionValues: newsCardSet(2, 'Vision and Values', 'people'),
  clients: newsCardSet(3, 'Clients', 'corporate'),
  valuesMission: newsCardSet(6, 'Values and Mission', 'people'),
  sustainability: newsCardSet(8, 'Sustainability', 'sustainability'),
  /** No page shows it yet. */
  ourAmbition: newsCardSet(4, 'Our Ambition', 'globe'),
  /** No page shows it yet. */
  ourInnovation: newsCardSet(5, 'Our Innovation', 'it'),
  /** No page shows it yet. */
  ourLeadership: newsCardSet(7, 'Our Leadership', 'people'),
} as const satisfies Record<string, NewsCardSet>;
