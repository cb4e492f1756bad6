import type { ContentKey, ExternalHref } from '@bbg/contract';
import type { BrandKey } from './banners';
import type { BrandSlider, BrandSlidesCatalogue } from './brand-slides';
import { informationPageSites } from './information-pages';
import { routePage, type RouteContent, type RoutePage, type RoutePageCopy } from './route-content';

/** One brand page: hero banner, overview information page and brand slider, each the brand's. */
export interface BrandPage extends RoutePage {
  readonly slider: BrandSlider;
  /** The brand's site, which its overview's logo and its slides' buttons link to. */
  readonly site: ExternalHref;
  /** Names the overview section: its title repeats the hero's, and landmark names must differ. */
  readonly overviewLabel: string;
}

/** The words of the brand pages' own parts. */
interface BrandPageLabels {
  /** In place of the page on a path it has no content for. */
  readonly notFound: string;
  /** What screen readers hear after a slide's link to the brand's site. */
  readonly newTabNote: string;
}

/** A locale's words of the brand pages' own (`src/content/<locale>/brand-pages.json`): each page's, by its brand. */
interface BrandPagesCatalogue {
  readonly brandPages: Readonly<Record<BrandKey, Pick<BrandPage, 'overviewLabel'>>>;
  readonly brandPageLabels: BrandPageLabels;
}

/** What the brand pages say, in whichever language: their own words, and the brands' banners, overviews and sliders. */
export interface BrandPageCopy extends RoutePageCopy {
  readonly page: BrandPagesCatalogue;
  readonly slides: BrandSlidesCatalogue;
}

/** The brand pages, by their routes' content keys: each shows its brand's entries. */
export const brandPageKeys = [
  { content: 'spj', key: 'spj' },
  { content: 'next-holidays', key: 'nextHolidays' },
  { content: 'blueberry-travels', key: 'blueberryTravels' },
  { content: 'friends-travel', key: 'friendsTravel' },
  { content: 'yashika-fashion', key: 'yashikaFashion' },
  { content: 'mgt', key: 'mgt' },
] as const satisfies readonly (RouteContent & { readonly key: BrandKey })[];

/** The brand page a route's content key names, in the copy's language; nothing for an unknown key. */
export const brandPage = (copy: BrandPageCopy, content: ContentKey | undefined): BrandPage | undefined =>
  routePage(copy, brandPageKeys, content, (key) => ({
    slider: copy.slides.brandSliders[key],
    site: informationPageSites[key],
    overviewLabel: copy.page.brandPages[key].overviewLabel,
  }));
