import { valuesMissionBanner, type BannerEntry, type InformationPage, type NewsCardSet } from '@bbg/kit';
import type { PagePath } from '@bbg/contract';
import { banners } from './banners';
import { informationPages } from './information-pages';
import { newsCardSets } from './news-cards';

/** The content of a "hero, overview, news cards" page (hero, information page, news cards). */
export interface OverviewPageData {
  /** The route that shows it (the page imports its record; the path names it in tests). */
  readonly path: PagePath;
  readonly hero: BannerEntry;
  readonly overview: InformationPage;
  readonly news: NewsCardSet;
}

/** What the frame of a "hero, overview, news cards" page says itself. */
export interface OverviewLabels {
  /** The heading of the news cards. */
  readonly newsHeading: string;
}

export const overviewLabels = {
  newsHeading: 'News & Events',
} as const satisfies OverviewLabels;

// The route table gives news cards "yes" without an id for these three; each takes the variant
// named after it (1 BBG Overview, 2 Vision and Values, 3 Clients).
export const bbgOverviewPage = { path: '/bbg-overview', hero: banners.bbgOverview, overview: informationPages.bbgOverview, news: newsCardSets.bbgOverview } as const satisfies OverviewPageData;
export const visionValuesPage = { path: '/vision-values', hero: banners.visionValues, overview: informationPages.visionValues, news: newsCardSets.visionValues } as const satisfies OverviewPageData;
export const clientsPage = { path: '/clients', hero: banners.clients, overview: informationPages.clients, news: newsCardSets.clients } as const satisfies OverviewPageData;
// The route table gives these ids outright.
export const valuesMissionPage = { path: '/values-mission', hero: valuesMissionBanner, overview: informationPages.valuesMission, news: newsCardSets.valuesMission } as const satisfies OverviewPageData;
export const sustainabilityPage = { path: '/sustainability', hero: banners.sustainability, overview: informationPages.sustainability, news: newsCardSets.sustainability } as const satisfies OverviewPageData;
