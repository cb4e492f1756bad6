import type { PagePath } from '@bbg/shared/contract';

/** The ids behind a "hero, overview, news cards" page (hero, information page, news cards). */
export interface OverviewPageData {
  /** The route that shows it (the page imports its record; the path names it in tests). */
  readonly path: PagePath;
  readonly heroId: number;
  readonly overviewId: number;
  readonly newsId: number;
}

// The route table gives news cards "yes" without an id for these three; each takes the variant
// of shared/src/content/news-cards.ts named after it (1 BBG Overview, 2 Vision and Values, 3 Clients).
export const bbgOverviewPage = { path: '/bbg-overview', heroId: 9, overviewId: 21, newsId: 1 } as const satisfies OverviewPageData;
export const visionValuesPage = { path: '/vision-values', heroId: 10, overviewId: 24, newsId: 2 } as const satisfies OverviewPageData;
export const clientsPage = { path: '/clients', heroId: 15, overviewId: 9, newsId: 3 } as const satisfies OverviewPageData;
// The route table gives these ids outright.
export const valuesMissionPage = { path: '/values-mission', heroId: 16, overviewId: 22, newsId: 6 } as const satisfies OverviewPageData;
export const sustainabilityPage = { path: '/sustainability', heroId: 18, overviewId: 12, newsId: 8 } as const satisfies OverviewPageData;
