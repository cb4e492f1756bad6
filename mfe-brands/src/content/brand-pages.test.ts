import { routes } from '../app/routes';
import { brandPages } from './brand-pages';
import { findBrandSlider } from './brand-slides';
import { pathOfContent } from '@bbg/shared/navigation/route-record-at';

describe('brand pages content', () => {
  it('is the six brand routes, each with the same hero, overview and slider id', () => {
    expect(brandPages.map((page) => [pathOfContent(routes, page.content), page.hero.id, page.information.id, page.sliderId])).toEqual([
      ['/spj', 2, 2, 2],
      ['/next-holidays', 4, 4, 4],
      ['/blueberry-travels', 5, 5, 5],
      ['/friends-travel', 6, 6, 6],
      ['/Yashika-fashion', 7, 7, 7],
      ['/mgt', 8, 8, 8],
    ]);
  });

  it('covers exactly the routes served by the brand page component', () => {
    const served = routes.filter((route) => route.expose === './brand-page').map((route) => route.content);
    expect(brandPages.map((page) => page.content)).toEqual(served);
  });

  it('has an overview with a linked logo, and names a slider that exists', () => {
    for (const page of brandPages) {
      expect(page.information.logo).toBeTruthy();
      expect(page.information.link).toMatch(/^https:\/\//);
      expect(findBrandSlider(page.sliderId)).toBeDefined();
    }
  });
});
