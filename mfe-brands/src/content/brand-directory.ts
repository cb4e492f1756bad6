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

/** Tab order of the brand browser. */
export const brandCategories = [
  { id: 'travels', name: 'Travels', art: 'travel' },
  { id: 'electronics', name: 'Electronics', art: 'electronics' },
  { id: 'general-trading', name: 'General Trading', art: 'trading' },
  { id: 'fashion', name: 'Fashion', art: 'fashion' },
  { id: 'gsa', name: 'GSA', art: 'globe' },
  { id: 'it', name: 'IT', art: 'it' },
  { id: 'logistics', name: 'Logistics', art: 'logistics' },
] as const satisfies readonly BrandCategory[];

/** Every brand of the group by its own name, in the order of the All brands tab. @verbatim */
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
export type BrandId = (typeof brandDirectory)[number]['id'];

/** What each brand's card says: its short label and its description, by the brand's id. */
export const brandBlurbs = {
  'blueberry-travel': {
    label: 'Corporate travel',
    description: 'Corporate travel management for companies across the Middle East, Africa and Asia: flights, hotels, visas and travel policy in one place.',
  },
  dmc: {
    label: 'Destination management',
    description: 'Destination management: ground handling, tours, transfers and events for travel partners bringing guests to our regions.',
  },
  'next-holidays': {
    label: 'Holidays',
    description: 'Holiday packages, cruises and tailor-made trips, trusted by a million customers.',
  },
  'a2z-travels': {
    label: 'Travel agency',
    description: 'A neighbourhood travel agency for tickets, holidays and visa help, from A to Z.',
  },
  spj: {
    label: 'Electronics',
    description: 'Consumer electronics and appliances distributed through retail partners in more than 20 countries since 2016.',
  },
  mgt: {
    label: 'General trading & logistics',
    description: 'General trading and logistics: sourcing, shipping and delivering goods between Asia, the Gulf and Africa.',
  },
  'yashika-fashion': {
    label: 'Fashion',
    description: 'Contemporary fashion and accessories, from boutique collections to an airport fashion store.',
  },
  'friends-travel': {
    label: 'General sales agency',
    description: 'General sales agent for airlines: sales, reservations and ticketing for carriers entering new markets.',
  },
  techbinary: {
    label: 'Software',
    description: 'Software development: travel technology, booking platforms and business applications.',
  },
  'bottom-funnel': {
    label: 'Digital marketing',
    description: 'Digital marketing and growth: search, social and performance campaigns that turn visits into sales.',
  },
  'digi-homes': {
    label: 'Smart homes',
    description: 'Smart-home solutions: connected lighting, security and comfort for modern homes.',
  },
} as const satisfies Record<BrandId, BrandBlurb>;

export const brandsInCategory = (category: BrandCategoryId): readonly DirectoryBrand[] =>
  brandDirectory.filter((brand: DirectoryBrand) => brand.categories.includes(category));
