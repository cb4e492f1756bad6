import { newsCardSet, type NewsCardSet } from '@bbg/kit';

/** The news card sets of this remote's pages, each the variant named after its page. */
export const newsCardSets = {
  businessOverview: newsCardSet(9, 'Business Overview', 'corporate'),
  travel: newsCardSet(10, 'Travel', 'travel'),
  electronics: newsCardSet(11, 'Electronics', 'electronics'),
  fashion: newsCardSet(13, 'Fashion', 'fashion'),
  generalTrading: newsCardSet(14, 'General Trading', 'trading'),
  dmc: newsCardSet(17, 'DMC', 'travel'),
  /** No page shows it yet. */
  tourism: newsCardSet(12, 'Tourism', 'travel'),
  /** No page shows it yet. */
  logistics: newsCardSet(15, 'Logistics', 'logistics'),
  /** No page shows it yet. */
  it: newsCardSet(16, 'IT', 'it'),
  /** No page shows it yet. */
  gsa: newsCardSet(18, 'GSA', 'globe'),
} as const satisfies Record<string, NewsCardSet>;
