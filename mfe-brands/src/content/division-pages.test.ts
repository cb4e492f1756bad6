import { brandSites } from '@bbg/contract';
import { valuesMissionBanner } from '@bbg/kit';
import { sitePagePaths } from '@bbg/testing';
import { routes } from '../app/routes';
import { copy } from '../pages/division-page/division-page';
import { DIVISION_DETAIL_ANCHOR, divisionBrands, divisionPage, divisionPageKeys, type DivisionPage, type DivisionPageCopy } from './division-pages';

const siteRoutes: readonly string[] = sitePagePaths();
const sites: readonly string[] = Object.values(brandSites);
const divisionRoutes = routes.filter((route) => route.expose === './division-page');

// The English catalogues as the pages load them, and the division pages made of them.
let english: DivisionPageCopy;
let divisionPages: readonly DivisionPage[];
beforeAll(async () => {
  english = await copy.en();
  divisionPages = divisionPageKeys.flatMap(({ content }) => divisionPage(english, content) ?? []);
});

describe('division pages content', () => {
  it('shows on each division route the hero and detail it is specified with, and shares banner 16 as the kit words it', () => {
    const shown = divisionRoutes.map((route) => {
      const page = divisionPage(english, route.content);
      return [route.path, page?.hero.id, page?.information.id];
    });
    expect(shown).toEqual([
      ['/gsa', 26, 20],
      ['/logistics', 30, 25],
      ['/it', 28, 26],
    ]);
    expect(english.page.sharedSection.banner).toEqual(valuesMissionBanner);
  });

  it('covers exactly the routes served by the division page component', () => {
    expect(divisionPageKeys.map((page) => page.content)).toEqual(divisionRoutes.map((route) => route.content));
  });

  it('has heroes whose button scrolls to the detail section', () => {
    for (const page of divisionPages) expect(page.hero.buttonLink).toBe(`#${DIVISION_DETAIL_ANCHOR}`);
  });

  it('has unique service and brand ids across the pages', () => {
    const services = divisionPages.flatMap((page) => page.services.map((service) => service.id));
    expect(new Set(services).size).toBe(services.length);
    for (const page of divisionPages) {
      const brands = (divisionBrands[page.content] ?? []).map((brand) => brand.id);
      expect(brands.length).toBeGreaterThan(0);
      expect(new Set(brands).size).toBe(brands.length);
    }
  });

  it('links only to real routes and to brand sites from the one table of external links', () => {
    expect(siteRoutes).toContain(english.page.sharedSection.link);
    for (const page of divisionPages) {
      expect(siteRoutes).toContain(page.closing.contactLink);
      for (const brand of divisionBrands[page.content] ?? []) expect(sites).toContain(brand.link);
    }
  });

  it('lists the four values of the group', () => {
    expect(english.page.sharedSection.values).toEqual(['Excellence', 'Obsession', 'Integrity', 'Collaboration']);
  });
});
