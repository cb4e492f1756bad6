import type { InformationPage } from '@bbg/kit';
import { brandSites, type ExternalHref } from '@bbg/contract';
import type { BrandKey, BusinessPageKey, DivisionPageKey } from './banners';

/** The overview and detail sections of this remote's pages, by key. */
export type InformationPageKey =
  | BrandKey
  | BusinessPageKey
  | DivisionPageKey
  /** No page shows it yet. */
  | 'eCommerce'
  /** No page shows it yet. */
  | 'tourism'
  /** No page shows it yet. */
  | 'onlinePortal';

/** What an information page says: all but the site its logo links to (`informationPageSites`). Page 17 (fashion) has the airport store. */
type InformationPageWords = Omit<InformationPage, 'link'>;

/** A locale's information pages (`src/content/<locale>/information-pages.json`). */
export interface InformationPagesCatalogue {
  readonly informationPages: Readonly<Record<InformationPageKey, InformationPageWords>>;
}

/** The brand's site each page with a logo links it to, from the site's one table of external links. */
export const informationPageSites = {
  spj: brandSites.spj,
  nextHolidays: brandSites.nextHolidays,
  blueberryTravels: brandSites.blueberryTravel,
  friendsTravel: brandSites.friendsTravel,
  yashikaFashion: brandSites.fashion,
  mgt: brandSites.mgt,
  fashion: brandSites.fashion,
} as const satisfies Partial<Record<InformationPageKey, ExternalHref>>;

const sites: Partial<Record<InformationPageKey, ExternalHref>> = informationPageSites;

/** Information page `key` in a locale's words, its logo linked to its brand's site where it has one. */
export function informationPage({ informationPages }: InformationPagesCatalogue, key: InformationPageKey): InformationPage {
  const link = sites[key];
  return link ? { ...informationPages[key], link } : informationPages[key];
}
