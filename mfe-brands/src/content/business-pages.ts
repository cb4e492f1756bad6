import type { NewsCardSet } from '@bbg/kit';
import type { ContentKey } from '@bbg/contract';
import type { BusinessPageKey } from './banners';
import { newsCardSet, type NewsCardWords } from './news-cards';
import { routePage, type RouteContent, type RoutePage, type RoutePageCopy } from './route-content';

/** A business page (heroes 19 to 27): hero, overview, news cards (this app's README, under Routes). */
export interface BusinessPage extends RoutePage {
  readonly pageName: string;
  readonly news: NewsCardSet;
  /** Names the overview section where its title repeats the hero's (landmark names must differ). */
  readonly overviewLabel?: string;
}

/** The banners of these pages scroll their Explore button to `#overview`. */
export const BUSINESS_OVERVIEW_ANCHOR = 'overview';

/** The words of the business pages' own parts. */
interface BusinessPageLabels {
  /** In place of the page on a path it has no content for. */
  readonly notFound: string;
  /** The heading of the news cards. */
  readonly newsHeading: string;
}

/** A locale's words of the business pages' own (`src/content/<locale>/business-pages.json`), by page. */
interface BusinessPagesCatalogue {
  readonly businessPages: Readonly<Record<BusinessPageKey, Pick<BusinessPage, 'pageName' | 'overviewLabel'>>>;
  readonly businessPageLabels: BusinessPageLabels;
}

/** What the business pages say, in whichever language: their own words, and their banners, overviews and news cards. */
export interface BusinessPageCopy extends RoutePageCopy {
  readonly page: BusinessPagesCatalogue;
  readonly news: NewsCardWords;
}

/** The business pages, by their routes' content keys. Information page 17 (fashion) brings the airport fashion store section with it. */
export const businessPageKeys = [
  { content: 'business-overview', key: 'businessOverview' },
  { content: 'travel', key: 'travel' },
  { content: 'electronics', key: 'electronics' },
  { content: 'fashion', key: 'fashion' },
  { content: 'general-trading', key: 'generalTrading' },
  { content: 'dmc', key: 'dmc' },
] as const satisfies readonly (RouteContent & { readonly key: BusinessPageKey })[];

/** The business page a route's content key names, in the copy's language; nothing for an unknown key. */
export const businessPage = (copy: BusinessPageCopy, content: ContentKey | undefined): BusinessPage | undefined =>
  routePage(copy, businessPageKeys, content, (key) => ({ ...copy.page.businessPages[key], news: newsCardSet(copy.news, key) }));
