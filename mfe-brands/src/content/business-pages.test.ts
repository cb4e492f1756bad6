import { routes } from '../app/routes';
import { BUSINESS_OVERVIEW_ANCHOR, businessPages } from './business-pages';
import { pathOfContent } from '@bbg/shared/navigation/route-record-at';

describe('business pages content', () => {
  it('has the hero, overview and news ids each page is specified with', () => {
    expect(businessPages.map((page) => [pathOfContent(routes, page.content), page.hero.id, page.information.id, page.news.id])).toEqual([
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

  it('has heroes whose button scrolls to the overview', () => {
    for (const page of businessPages) expect(page.hero.buttonLink).toBe(`#${BUSINESS_OVERVIEW_ANCHOR}`);
  });

  it('gives the airport fashion store to /fashion only', () => {
    expect(businessPages.filter((page) => 'store' in page.information).map((page) => pathOfContent(routes, page.content))).toEqual(['/fashion']);
  });
});
