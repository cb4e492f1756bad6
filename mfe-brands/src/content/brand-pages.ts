import type { RouteContent } from './route-content';

/** One brand page (spec "Brand pages"): hero banner, overview information page and brand slider, by id. */
export interface BrandPage extends RouteContent {
  readonly brand: string;
  readonly heroId: number;
  readonly informationId: number;
  readonly sliderId: number;
}

/** ROUTE-MAP.md: each brand page uses the same id for its hero, its overview and its slider. */
export const brandPages = [
  { path: '/spj', brand: 'SPJ Electronics', heroId: 2, informationId: 2, sliderId: 2 },
  { path: '/next-holidays', brand: 'Next Holidays', heroId: 4, informationId: 4, sliderId: 4 },
  { path: '/blueberry-travels', brand: 'Blueberry Travels', heroId: 5, informationId: 5, sliderId: 5 },
  { path: '/friends-travel', brand: 'Friends Travel & Tourism', heroId: 6, informationId: 6, sliderId: 6 },
  { path: '/Yashika-fashion', brand: 'Yashika Fashion', heroId: 7, informationId: 7, sliderId: 7 },
  { path: '/mgt', brand: 'MGT General Trading', heroId: 8, informationId: 8, sliderId: 8 },
] as const satisfies readonly BrandPage[];
