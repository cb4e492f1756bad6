import type { BannerEntry, InformationPage, NewsCardSet } from '@bbg/kit';
import { banners } from './banners';
import { informationPages } from './information-pages';
import { newsCardSets } from './news-cards';
import type { RouteContent } from './route-content';

/** A business page (heroes 19 to 27): hero, overview, news cards (this app's README, under Routes). */
export interface BusinessPage extends RouteContent {
  readonly pageName: string;
  readonly hero: BannerEntry;
  readonly information: InformationPage;
  readonly news: NewsCardSet;
  /** Names the overview section where its title repeats the hero's (landmark names must differ). */
  readonly overviewLabel?: string;
}

/** The entries each page is specified with. Information page 17 (fashion) brings the airport fashion store section with it. */
export const businessPages = [
  { content: 'business-overview', pageName: 'Business Overview', hero: banners.businessOverview, information: informationPages.businessOverview, news: newsCardSets.businessOverview },
  { content: 'travel', pageName: 'Travel', hero: banners.travel, information: informationPages.travel, news: newsCardSets.travel },
  { content: 'electronics', pageName: 'Electronics', hero: banners.electronics, information: informationPages.electronics, news: newsCardSets.electronics },
  { content: 'fashion', pageName: 'Fashion', hero: banners.fashion, information: informationPages.fashion, news: newsCardSets.fashion },
  { content: 'general-trading', pageName: 'General Trading', hero: banners.generalTrading, information: informationPages.generalTrading, news: newsCardSets.generalTrading },
  { content: 'dmc', pageName: 'DMC', hero: banners.dmc, information: informationPages.dmc, news: newsCardSets.dmc, overviewLabel: 'About our destination management company' },
] as const satisfies readonly BusinessPage[];

/** The banners of these pages scroll their Explore button to `#overview`. */
export const BUSINESS_OVERVIEW_ANCHOR = 'overview';

/** The words of the business pages' own parts. */
export interface BusinessPageLabels {
  /** In place of the page on a path it has no content for. */
  readonly notFound: string;
}

export const businessPageLabels = {
  notFound: 'No data found for this ID.',
} as const satisfies BusinessPageLabels;
