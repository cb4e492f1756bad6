import type { ArtTopic } from '@bbg/kit';

interface HomeNewsCard {
  readonly id: string;
  readonly tag: string;
  readonly title: string;
  readonly image: ArtTopic;
}

/** The News & Events section of the home page: `<locale>/home-news.json`. */
export interface NewsCatalogue {
  /** Every card carries the same date in the client's copy. */
  readonly HOME_NEWS_DATE: string;
  readonly newsIntro: { readonly eyebrow: string; readonly title: string };
  readonly homeNews: readonly HomeNewsCard[];
}
