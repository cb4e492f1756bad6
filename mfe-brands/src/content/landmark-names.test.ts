import type { BannerEntry } from '@bbg/kit';
import { LOCALES } from '@bbg/contract';
import * as brand from '../pages/brand-page/brand-page';
import * as business from '../pages/business-page/business-page';
import * as division from '../pages/division-page/division-page';
import { brandPage, brandPageKeys } from './brand-pages';
import { businessPage, businessPageKeys } from './business-pages';
import { divisionPage, divisionPageKeys } from './division-pages';

/** The accessible name of a banner's region: its h1, title then highlight. */
const heroName = (banner: BannerEntry): string => `${banner.title} ${banner.highlight}`;

/** axe (landmark-unique): no two regions of a page may share a name, whatever the case. */
const expectUnique = (names: readonly string[]): void => {
  const lower = names.map((name) => name.toLowerCase());
  expect(names.every((name) => name.trim() !== '')).toBe(true);
  expect(new Set(lower).size).toBe(lower.length);
};

/** Each content key of a page module, in every locale. */
const everyLocale = (contents: readonly { readonly content: string }[]) => LOCALES.flatMap((locale) => contents.map(({ content }) => [locale, content] as const));

describe('region names on each page', () => {
  it.each(everyLocale(brandPageKeys))('are unique in %s on %s', async (locale, content) => {
    const page = brandPage(await brand.copy[locale](), content);
    if (!page) throw new Error(`no brand page ${content}`);
    expectUnique([heroName(page.hero), page.overviewLabel, page.slider.heading, page.slider.label]);
  });

  it.each(everyLocale(businessPageKeys))('are unique in %s on %s', async (locale, content) => {
    const page = businessPage(await business.copy[locale](), content);
    if (!page) throw new Error(`no business page ${content}`);
    // The news cards' region is named by the kit, in English.
    expectUnique([heroName(page.hero), page.overviewLabel ?? page.information.title, 'News & Events']);
  });

  it.each(everyLocale(divisionPageKeys))('are unique in %s on %s', async (locale, content) => {
    const copy = await division.copy[locale]();
    const page = divisionPage(copy, content);
    if (!page) throw new Error(`no division page ${content}`);
    expectUnique([
      heroName(page.hero),
      page.detailLabel ?? page.information.title,
      page.servicesLabel,
      heroName(copy.page.sharedSection.banner),
      `${page.closing.title} ${page.closing.highlight}`,
    ]);
  });
});
