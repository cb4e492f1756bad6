import type { RouteContent } from './route-content';

/** One brand page: hero banner, overview information page and brand slider, by id. */
export interface BrandPage extends RouteContent {
  readonly heroId: number;
  readonly informationId: number;
  readonly sliderId: number;
  /** Names the overview section: its title repeats the hero's, and landmark names must differ. */
  readonly overviewLabel: string;
}

/** Each brand page uses the same id for its hero, its overview and its slider. */
export const brandPages = [
  { content: 'spj', heroId: 2, informationId: 2, sliderId: 2, overviewLabel: 'About SPJ Electronics' },
  { content: 'next-holidays', heroId: 4, informationId: 4, sliderId: 4, overviewLabel: 'About Next Holidays' },
  { content: 'blueberry-travels', heroId: 5, informationId: 5, sliderId: 5, overviewLabel: 'About Blueberry Travels' },
  { content: 'friends-travel', heroId: 6, informationId: 6, sliderId: 6, overviewLabel: 'About Friends Travel & Tourism' },
  { content: 'yashika-fashion', heroId: 7, informationId: 7, sliderId: 7, overviewLabel: 'About Yashika Fashion' },
  { content: 'mgt', heroId: 8, informationId: 8, sliderId: 8, overviewLabel: 'About MGT General Trading' },
] as const satisfies readonly BrandPage[];
