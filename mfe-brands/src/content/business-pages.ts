import type { RouteContent } from './route-content';

/** A business page (heroes 19 to 27): hero, overview, news cards, by id (docs/routes.md#mfe-brands). */
export interface BusinessPage extends RouteContent {
  readonly pageName: string;
  readonly heroId: number;
  readonly informationId: number;
  readonly newsId: number;
  /** Names the overview section where its title repeats the hero's (landmark names must differ). */
  readonly overviewLabel?: string;
}

/** The ids each page is specified with. Information page 17 (fashion) brings the airport fashion store section with it. */
export const businessPages = [
  { content: 'business-overview', pageName: 'Business Overview', heroId: 19, informationId: 23, newsId: 9 },
  { content: 'travel', pageName: 'Travel', heroId: 20, informationId: 14, newsId: 10 },
  { content: 'electronics', pageName: 'Electronics', heroId: 21, informationId: 15, newsId: 11 },
  { content: 'fashion', pageName: 'Fashion', heroId: 23, informationId: 17, newsId: 13 },
  { content: 'general-trading', pageName: 'General Trading', heroId: 24, informationId: 18, newsId: 14 },
  { content: 'dmc', pageName: 'DMC', heroId: 27, informationId: 13, newsId: 17, overviewLabel: 'About our destination management company' },
] as const satisfies readonly BusinessPage[];

/** The banners of these pages scroll their Explore button to `#overview`. */
export const BUSINESS_OVERVIEW_ANCHOR = 'overview';
