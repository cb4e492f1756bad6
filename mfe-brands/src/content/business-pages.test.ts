import { findBanner } from '@bbg/shared/content/banners';
import { AIRPORT_STORE_ID, findInformationPage } from '@bbg/shared/content/information-pages';
import { findNewsCardSet } from '@bbg/shared/content/news-cards';
import { routes } from '../app/routes';
import { BUSINESS_OVERVIEW_ANCHOR, businessPages } from './business-pages';
import { pathOfContent } from '@bbg/shared/navigation/route-record-at';

describe('business pages content', () => {
  it('has the hero, overview and news ids each page is specified with', () => {
    expect(businessPages.map((page) => [pathOfContent(routes, page.content), page.heroId, page.informationId, page.newsId])).toEqual([
      ['/business-overview', 19, 23, 9],
      ['/travel', 20, 14, 10],
      ['/electronics', 21, 15, 11],
      ['/fashion', 23, 17, 13],
      ['/general-trading', 24, 18, 14],
      ['/dmc', 27, 13, 17],
    ]);
  });

  it('covers exactly the routes served by the business page component, with unique paths', () => {
    const served = routes.filter((route) => route.expose === './business-page').map((route) => route.content);
    expect(businessPages.map((page) => page.content)).toEqual(served);
    expect(new Set(served).size).toBe(served.length);
  });

  it('names banners, information pages and news card sets that exist; each banner scrolls to the overview', () => {
    for (const page of businessPages) {
      expect(findBanner(page.heroId)?.buttonLink).toBe(`#${BUSINESS_OVERVIEW_ANCHOR}`);
      expect(findInformationPage(page.informationId)).toBeDefined();
      expect(findNewsCardSet(page.newsId)).toBeDefined();
    }
  });

  it('gives the airport fashion store to /fashion only', () => {
    expect(businessPages.filter((page) => page.informationId === AIRPORT_STORE_ID).map((page) => pathOfContent(routes, page.content))).toEqual(['/fashion']);
  });
});
