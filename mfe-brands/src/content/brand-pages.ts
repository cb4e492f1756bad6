import type { BannerEntry } from '@bbg/shared/content/banners';
import type { InformationPage } from '@bbg/shared/content/information-pages';
import { banners } from './banners';
import { informationPages } from './information-pages';
import type { RouteContent } from './route-content';

/** One brand page: hero banner, overview information page and brand slider (by id). */
export interface BrandPage extends RouteContent {
  readonly hero: BannerEntry;
  readonly information: InformationPage;
  readonly sliderId: number;
  /** Names the overview section: its title repeats the hero's, and landmark names must differ. */
  readonly overviewLabel: string;
}

/** Each brand page uses the same id for its hero, its overview and its slider: the brand's entries. */
export const brandPages = [
  { content: 'spj', hero: banners.spj, information: informationPages.spj, sliderId: 2, overviewLabel: 'About SPJ Electronics' },
  { content: 'next-holidays', hero: banners.nextHolidays, information: informationPages.nextHolidays, sliderId: 4, overviewLabel: 'About Next Holidays' },
  { content: 'blueberry-travels', hero: banners.blueberryTravels, information: informationPages.blueberryTravels, sliderId: 5, overviewLabel: 'About Blueberry Travels' },
  { content: 'friends-travel', hero: banners.friendsTravel, information: informationPages.friendsTravel, sliderId: 6, overviewLabel: 'About Friends Travel & Tourism' },
  { content: 'yashika-fashion', hero: banners.yashikaFashion, information: informationPages.yashikaFashion, sliderId: 7, overviewLabel: 'About Yashika Fashion' },
  { content: 'mgt', hero: banners.mgt, information: informationPages.mgt, sliderId: 8, overviewLabel: 'About MGT General Trading' },
] as const satisfies readonly BrandPage[];
