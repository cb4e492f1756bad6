import { brandSites } from '@bbg/contract';
import { sitePagePaths } from '@bbg/testing';
import { artTopics } from '@bbg/kit';
import { brandDirectory, brandsInCategory, type BrandBlurb, type DirectoryBrand } from './brand-directory';
import en from './en/brand-directory.json';

/** The site's route table, lower-cased: routes match case-insensitively. */
const siteRoutes = sitePagePaths().map((path) => path.toLowerCase());
const brands: readonly DirectoryBrand[] = brandDirectory;
const { brandCategories, brandBlurbs } = en;
const names = (list: readonly DirectoryBrand[]) => list.map((brand) => brand.name);

describe('brand directory', () => {
  it('has the tabs, in order, with unique ids and a scene each', () => {
    expect(brandCategories.map((category) => category.name)).toEqual(['Travels', 'Electronics', 'General Trading', 'Fashion', 'GSA', 'IT', 'Logistics']);
    expect(new Set(brandCategories.map((category) => category.id)).size).toBe(brandCategories.length);
    for (const category of brandCategories) expect(artTopics).toContain(category.art);
  });

  it('puts each brand under the categories', () => {
    expect(names(brandsInCategory('travels'))).toEqual(['Blueberry Travel', 'DMC', 'Next Holidays', 'A2Z Travels']);
    expect(names(brandsInCategory('electronics'))).toEqual(['SPJ']);
    expect(names(brandsInCategory('general-trading'))).toEqual(['MGT']);
    expect(names(brandsInCategory('fashion'))).toEqual(['Yashika Fashion']);
    expect(names(brandsInCategory('gsa'))).toEqual(['Friends Travel & Tourism']);
    expect(names(brandsInCategory('it'))).toEqual(['TechBinary', 'Bottom Funnel']);
    expect(names(brandsInCategory('logistics'))).toEqual(['MGT']);
    expect(names(brands)).toContain('Digi Homes');
  });

  it('has unique ids and names, and a label and description for every brand', () => {
    expect(new Set(brands.map((brand) => brand.id)).size).toBe(brands.length);
    expect(new Set(names(brands)).size).toBe(brands.length);
    const blurbs: Readonly<Record<string, BrandBlurb>> = brandBlurbs;
    expect(Object.keys(blurbs)).toEqual(brands.map((brand) => brand.id));
    for (const brand of brands) {
      expect(blurbs[brand.id]?.label.length).toBeGreaterThan(0);
      expect(blurbs[brand.id]?.description.length).toBeGreaterThan(20);
      expect(artTopics).toContain(brand.art);
    }
  });

  it('links exactly the seven brands to their pages, each a real route', () => {
    const linked = brands.filter((brand) => brand.page !== null);
    expect(linked.map((brand) => brand.page)).toEqual(['/blueberry-travels', '/dmc', '/next-holidays', '/spj', '/mgt', '/Yashika-fashion', '/friends-travel']);
    for (const brand of linked) expect(siteRoutes).toContain(brand.page?.toLowerCase());
    expect(names(brands.filter((brand) => brand.page === null))).toEqual(['A2Z Travels', 'TechBinary', 'Bottom Funnel', 'Digi Homes']);
  });

  it('takes every external site from the one config module', () => {
    const configured: readonly string[] = Object.values(brandSites);
    for (const brand of brands) if (brand.site !== null) expect(configured).toContain(brand.site);
  });
});
