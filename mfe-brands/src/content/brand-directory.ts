import { type ExternalHref, type PagePath, brandSites } from '@bbg/contract';
import { type ArtTopic } from '@bbg/kit';

/** The business categories of the group (the /brands tabs, the /qr-link categories). */
export type BrandCategoryId = 'travels' | 'electronics' | 'general-trading' | 'fashion' | 'gsa' | 'it' | 'logistics';

export interface BrandCategory {
  readonly id: BrandCategoryId;
  readonly name: string;
  /** The kit's art scene for the category. */
  readonly art: ArtTopic;
}

/** The brand pages of the site (route table), the only internal links a brand may carry. */
/** A brand's own page: one of the site's paths, spelled as the path table spells it (its canonical address). */
export type BrandPagePath = Extract<PagePath, '/blueberry-travels' | '/spj' | '/next-holidays' | '/Yashika-fashion' | '/mgt' | '/friends-travel' | '/dmc'>;

/** A brand of the group, by its own name: the same in every language (its card's words are in `brandBlurbs`). */
export interface DirectoryBrand {
  readonly id: string;
  readonly name: string;
  /** Tabs the brand appears under besides All brands (MGT is both General Trading and Logistics). */
  readonly categories: readonly BrandCategoryId[];
  readonly art: ArtTopic;
  /** The brand's page on this site; null for the brands without one (Digi Homes, A2Z Travels, TechBinary, Bottom Funnel). */
  readonly page: BrandPagePath | null;
  /** The brand's own site (shared/contract/src/external-links.ts); null when it has none. */
  readonly site: ExternalHref | null;
}

/** What a brand's card says about it. */
export interface BrandBlurb {
  /** The short label shown on the brand's card. */
  readonly label: string;
  readonly description: string;
}

/** Every brand of the group by its own name, in the order of the All brands tab. */
export const brandDirectory = [
  {
    id: 'blueberry-travel',
    name: 'Blueberry Travel',
    categories: ['travels'],
    art: 'travel',
    page: '/blueberry-travels',
    site: brandSites.blueberryTravel,
  },
  {
    id: 'dmc',
    name: 'DMC',
    categories: ['travels'],
    art: 'globe',
    page: '/dmc',
    site: brandSites.dmc,
  },
  {
    id: 'next-holidays',
    name: 'Next Holidays',
    categories: ['travels'],
    art: 'travel',
    page: '/next-holidays',
    site: brandSites.nextHolidays,
  },
  {
    id: 'a2z-travels',
    name: 'A2Z Travels',
    categories: ['travels'],
    art: 'travel',
    page: null,
    site: null,
  },
  {
    id: 'spj',
    name: 'SPJ',
    categories: ['electronics'],
    art: 'electronics',
    page: '/spj',
    site: brandSites.spj,
  },
  {
    id: 'mgt',
    name: 'MGT',
    categories: ['general-trading', 'logistics'],
    art: 'trading',
    page: '/mgt',
    site: brandSites.mgt,
  },
  {
    id: 'yashika-fashion',
    name: 'Yashika Fashion',
    categories: ['fashion'],
    art: 'fashion',
    page: '/Yashika-fashion',
    site: brandSites.fashion,
  },
  {
    id: 'friends-travel',
    name: 'Friends Travel & Tourism',
    categories: ['gsa'],
    art: 'globe',
    page: '/friends-travel',
    site: brandSites.friendsTravel,
  },
  {
    id: 'techbinary',
    name: 'TechBinary',
    categories: ['it'],
    art: 'it',
    page: null,
    site: brandSites.techBinary,
  },
  {
    id: 'bottom-funnel',
    name: 'Bottom Funnel',
    categories: ['it'],
    art: 'media',
    page: null,
    site: brandSites.bottomFunnel,
  },
  {
    id: 'digi-homes',
    name: 'Digi Homes',
    categories: [],
    art: 'corporate',
    page: null,
    site: null,
  },
] as const satisfies readonly DirectoryBrand[];

/** The id of one of the group's brands. */
type BrandId = (typeof brandDirectory)[number]['id'];

/** A locale's words of the brand directory (`src/content/<locale>/brand-directory.json`): ids and art as in English. */
export interface BrandDirectoryCatalogue {
  /** The categories in the brand browser's tab order (the /qr-link diagram's categories too). */
  readonly brandCategories: readonly BrandCategory[];
  /** What each brand's card says: its short label and its description, by the brand's id. */
  readonly brandBlurbs: Readonly<Record<BrandId, BrandBlurb>>;
}

export const brandsInCategory = (category: BrandCategoryId): readonly DirectoryBrand[] =>
  brandDirectory.filter((brand: DirectoryBrand) => brand.categories.includes(category));
