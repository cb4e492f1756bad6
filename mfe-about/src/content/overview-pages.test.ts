import { findBanner } from '@bbg/shared/content/banners';
import { findInformationPage } from '@bbg/shared/content/information-pages';
import { findNewsCardSet } from '@bbg/shared/content/news-cards';
import { routes } from '../app/routes';
import { bbgOverviewPage, clientsPage, sustainabilityPage, valuesMissionPage, visionValuesPage } from './overview-pages';

// Each record as its page imports it.
const overviewPages = [bbgOverviewPage, visionValuesPage, clientsPage, valuesMissionPage, sustainabilityPage];

describe('overview pages', () => {
  it.each(overviewPages)('$path is a route of this remote whose hero, overview and news cards all exist', (page) => {
    expect(routes.map((route) => route.path)).toContain(page.path);
    expect(findBanner(page.heroId)).toBeDefined();
    expect(findInformationPage(page.overviewId)).toBeDefined();
    expect(findNewsCardSet(page.newsId)).toBeDefined();
  });

  it('uses the ids each page is specified with', () => {
    expect(overviewPages.map(({ path, heroId, overviewId }) => [path, heroId, overviewId])).toEqual([
      ['/bbg-overview', 9, 21],
      ['/vision-values', 10, 24],
      ['/clients', 15, 9],
      ['/values-mission', 16, 22],
      ['/sustainability', 18, 12],
    ]);
    expect(overviewPages.map((page) => page.newsId).slice(3)).toEqual([6, 8]);
  });
});
