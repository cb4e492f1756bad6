import type { BannerEntry } from '@bbg/kit';

/** The brands with a page of their own, by key: each brand page's entries (banner, information page, slider) have it. */
export type BrandKey = 'spj' | 'nextHolidays' | 'blueberryTravels' | 'friendsTravel' | 'yashikaFashion' | 'mgt';

/** The business pages, by key: each page's entries (banner, information page, news card set) have it. */
export type BusinessPageKey = 'businessOverview' | 'travel' | 'electronics' | 'fashion' | 'generalTrading' | 'dmc';

/** The division pages, by key: each page's entries (banner, information page) have it. */
export type DivisionPageKey = 'gsa' | 'logistics' | 'it';

/** The heroes of this remote's pages, by key (entry 16, values and mission, is the division pages' shared section). */
export type BannerKey =
  | BrandKey
  | BusinessPageKey
  | DivisionPageKey
  /** No page shows it yet. */
  | 'digiHomes'
  /** No page shows it yet. */
  | 'tourism'
  /** No page shows it yet. */
  | 'onlinePortal';

/** A locale's heroes (`src/content/<locale>/banners.json`): ids, pictures and links as in English. */
export interface BannersCatalogue {
  readonly banners: Readonly<Record<BannerKey, BannerEntry>>;
}
