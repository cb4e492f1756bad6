import { routes } from '../app/routes';
import { brandPages } from './brand-pages';
import { findContent } from './route-content';

const brandRoutes = routes.filter((route) => route.expose === './brand-page');

describe('brand pages content', () => {
  it('shows on each of the six brand routes the brand\u2019s own hero, overview and slider', () => {
    const shown = brandRoutes.map((route) => {
      const page = findContent(brandPages, route.content);
      return [route.path, page?.hero.id, page?.information.id, page?.slider.id];
    });
    expect(shown).toEqual([
      ['/spj', 2, 2, 2],
      ['/next-holidays', 4, 4, 4],
      ['/blueberry-travels', 5, 5, 5],
      ['/friends-travel', 6, 6, 6],
      ['/Yashika-fashion', 7, 7, 7],
      ['/mgt', 8, 8, 8],
    ]);
  });

  it('covers exactly the routes served by the brand page component', () => {
    expect(brandPages.map((page) => page.content)).toEqual(brandRoutes.map((route) => route.content));
  });

  it('has an overview with a linked logo and a slider with slides', () => {
    for (const page of brandPages) {
      expect(page.information.logo).toBeTruthy();
      expect(page.information.link).toMatch(/^https:\/\//);
      expect(page.slider.slides.length).toBeGreaterThan(0);
    }
  });
});
