import type { BannerEntry, InformationPage } from '@bbg/kit';
import { banners } from './banners';
import { brandSliders, type BrandSlider } from './brand-slides';
import { informationPages } from './information-pages';
import type { RouteContent } from './route-content';

/** One brand page: hero banner, overview information page and brand slider. */
export interface BrandPage extends RouteContent {
  readonly hero: BannerEntry;
  readonly information: InformationPage;
  readonly slider: BrandSlider;
  /** Names the overview section: its title repeats the hero's, and landmark names must differ. */
  readonly overviewLabel: string;
}

/** Each brand page shows the brand's entries: its hero, its overview and its slider. */
export const brandPages = [
  { content: 'spj', hero: banners.spj, information: informationPages.spj, slider: brandSliders.spj, overviewLabel: 'About SPJ Electronics' },
  { content: 'next-holidays', hero: banners.nextHolidays, information: informationPages.nextHolidays, slider: brandSliders.nextHolidays, overviewLabel: 'About Next Holidays' },
  { content: 'blueberry-travels', hero: banners.blueberryTravels, information: informationPages.blueberryTravels, slider: brandSliders.blueberryTravels, overviewLabel: 'About Blueberry Travels' },
  { content: 'friends-travel', hero: banners.friendsTravel, information: informationPages.friendsTravel, slider: brandSliders.friendsTravel, overviewLabel: 'About Friends Travel & Tourism' },
  { content: 'yashika-fashion', hero: banners.yashikaFashion, information: informationPages.yashikaFashion, slider: brandSliders.yashikaFashion, overviewLabel: 'About Yashika Fashion' },
  { content: 'mgt', hero: banners.mgt, information: informationPages.mgt, slider: brandSliders.mgt, overviewLabel: 'About MGT General Trading' },
] as const satisfies readonly BrandPage[];

/** The words of the brand pages' own parts. */
export interface BrandPageLabels {
  /** In place of the page on a path it has no content for. */
  readonly notFound: string;
  /** What screen readers hear after a slide's link to the brand's site. */
  readonly newTabNote: string;
}

export const brandPageLabels = {
  notFound: 'No data found for this ID.',
  newTabNote: '(opens in a new tab)',
} as const satisfies BrandPageLabels;
