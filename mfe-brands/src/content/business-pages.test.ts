import { routes } from '../app/routes';
import { BUSINESS_OVERVIEW_ANCHOR, businessPages } from './business-pages';
import { findContent } from './route-content';

const businessRoutes = routes.filter((route) => route.expose === './business-page');

describe('business pages content', () => {
  it('shows on each business route the hero, overview and news cards it is specified with', () => {
    const shown = businessRoutes.map((route) => {
      const page = findContent(businessPages, route.content);
      return [route.path, page?.hero.id, page?.information.id, page?.news.id];
    });
    expect(shown).toEqual([
      ['/business-overview', 19, 23, 9],
      ['/travel', 20, 14, 10],
      ['/electronics', 21, 15, 11],
      ['/fashion', 23, 17, 13],
      ['/general-trading', 24, 18, 14],
      ['/dmc', 27, 13, 17],
    ]);
  });

  it('covers exactly the routes served by the business page component, with unique paths', () => {
    const served = businessRoutes.map((route) => route.content);
    expect(businessPages.map((page) => page.content)).toEqual(served);
    expect(new Set(served).size).toBe(served.length);
  });

  it('has heroes whose button scrolls to the overview', () => {
    for (const page of businessPages) expect(page.hero.buttonLink).toBe(`#${BUSINESS_OVERVIEW_ANCHOR}`);
  });

  it('gives the airport fashion store to /fashion only', () => {
    const withStore = businessRoutes.filter((route) => {
      const page = findContent(businessPages, route.content);
      return page !== undefined && 'store' in page.information;
    });
    expect(withStore.map((route) => route.path)).toEqual(['/fashion']);
  });
});
