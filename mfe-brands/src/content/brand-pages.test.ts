import { routes } from '../app/routes';
import { copy } from '../pages/brand-page/brand-page';
import { brandPage, brandPageKeys, type BrandPageCopy } from './brand-pages';

const brandRoutes = routes.filter((route) => route.expose === './brand-page');

// The English catalogues as the pages load them.
let english: BrandPageCopy;
beforeAll(async () => {
  english = await copy.en();
});

describe('brand pages content', () => {
  it('shows on each of the six brand routes the brand\u2019s own hero, overview and slider', () => {
    const shown = brandRoutes.map((route) => {
      const page = brandPage(english, route.content);
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
    expect(brandPageKeys.map((page) => page.content)).toEqual(brandRoutes.map((route) => route.content));
  });

  it('has an overview with a logo linked to the brand\u2019s site, which the slides link to, and a slider with slides', () => {
    for (const { content } of brandPageKeys) {
      const page = brandPage(english, content);
      expect(page?.information.logo).toBeTruthy();
      expect(page?.site).toMatch(/^https:\/\//);
      expect(page?.information.link).toBe(page?.site);
      expect(page?.slider.slides.length).toBeGreaterThan(0);
    }
  });
});
