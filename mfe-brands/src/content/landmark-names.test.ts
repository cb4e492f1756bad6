import { findBanner } from '@bbg/shared/content/banners';
import { findInformationPage } from '@bbg/shared/content/information-pages';
import { brandPages } from './brand-pages';
import { findBrandSlider } from './brand-slides';
import { businessPages, type BusinessPage } from './business-pages';
import { divisionPages, sharedSection, type DivisionPage } from './division-pages';

/** The accessible name of a banner's region: its h1, title then highlight. */
const heroName = (id: number): string => {
  const banner = findBanner(id);
  return banner ? `${banner.title} ${banner.highlight}` : '';
};
const titleOf = (id: number): string => findInformationPage(id)?.title ?? '';

/** axe (landmark-unique): no two regions of a page may share a name, whatever the case. */
const expectUnique = (names: readonly string[]): void => {
  const lower = names.map((name) => name.toLowerCase());
  expect(names.every((name) => name.trim() !== '')).toBe(true);
  expect(new Set(lower).size).toBe(lower.length);
};

describe('region names on each page', () => {
  it.each(brandPages.map((page) => [page.content, page] as const))('are unique on %s', (_path, page) => {
    const slider = findBrandSlider(page.sliderId);
    expectUnique([heroName(page.heroId), page.overviewLabel, slider?.heading ?? '', slider?.label ?? '']);
  });

  it.each(businessPages.map((page): [string, BusinessPage] => [page.content, page]))('are unique on %s', (_path, page) => {
    expectUnique([heroName(page.heroId), page.overviewLabel ?? titleOf(page.informationId), 'News & Events']);
  });

  it.each(divisionPages.map((page): [string, DivisionPage] => [page.content, page]))('are unique on %s', (_path, page) => {
    expectUnique([
      heroName(page.heroId),
      page.detailLabel ?? titleOf(page.detailId),
      page.servicesLabel,
      heroName(sharedSection.bannerId),
      `${page.closing.title} ${page.closing.highlight}`,
    ]);
  });
});
