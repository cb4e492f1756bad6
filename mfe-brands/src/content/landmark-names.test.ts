import type { BannerEntry } from '@bbg/kit';
import { brandPages } from './brand-pages';
import { businessPages, type BusinessPage } from './business-pages';
import { divisionPages, sharedSection, type DivisionPage } from './division-pages';

/** The accessible name of a banner's region: its h1, title then highlight. */
const heroName = (banner: BannerEntry): string => `${banner.title} ${banner.highlight}`;

/** axe (landmark-unique): no two regions of a page may share a name, whatever the case. */
const expectUnique = (names: readonly string[]): void => {
  const lower = names.map((name) => name.toLowerCase());
  expect(names.every((name) => name.trim() !== '')).toBe(true);
  expect(new Set(lower).size).toBe(lower.length);
};

describe('region names on each page', () => {
  it.each(brandPages.map((page) => [page.content, page] as const))('are unique on %s', (_path, page) => {
    expectUnique([heroName(page.hero), page.overviewLabel, page.slider.heading, page.slider.label]);
  });

  it.each(businessPages.map((page): [string, BusinessPage] => [page.content, page]))('are unique on %s', (_path, page) => {
    expectUnique([heroName(page.hero), page.overviewLabel ?? page.information.title, 'News & Events']);
  });

  it.each(divisionPages.map((page): [string, DivisionPage] => [page.content, page]))('are unique on %s', (_path, page) => {
    expectUnique([
      heroName(page.hero),
      page.detailLabel ?? page.detail.title,
      page.servicesLabel,
      heroName(sharedSection.banner),
      `${page.closing.title} ${page.closing.highlight}`,
    ]);
  });
});
