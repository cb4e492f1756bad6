import type { BrandPagePath } from './brand-directory';
import type { ArtTopic } from '@bbg/kit';

/** A section of /brands: its id (its anchor) and its dot-navigation tooltip. */
export interface BrandsSection {
  readonly id: string;
  readonly tooltip: string;
}

export interface BrandsSections {
  readonly hero: BrandsSection;
  readonly browser: BrandsSection;
  readonly stories: BrandsSection;
}

/** Sections of /brands: ids (anchors) and dot-navigation tooltips. */
export const brandsSections = {
  hero: { id: 'brands-hero', tooltip: 'Brands' },
  browser: { id: 'brand-browser', tooltip: 'Our Brands' },
  stories: { id: 'success-stories', tooltip: 'Success Stories' },
} as const satisfies BrandsSections;

export interface BrandsHeroCopy {
  readonly tag: string;
  readonly title: string;
  readonly highlight: string;
  readonly description: string;
  readonly moreButton: string;
  readonly pauseVideo: string;
  readonly playVideo: string;
}

export const brandsHeroCopy = {
  tag: '#BlueberryBrandInnovation',
  title: 'Uncover Our',
  highlight: 'Brands',
  description: 'Eleven brands across travel, electronics, fashion, trading, IT, logistics and GSA, one group behind them all.',
  moreButton: "There's More",
  pauseVideo: 'Pause background video',
  playVideo: 'Play background video',
} as const satisfies BrandsHeroCopy;

/** The id of the brand browser's first tab, which shows every brand. */
export const ALL_BRANDS_ID = 'all';

/** The brand browser's first tab: every brand. */
export interface AllBrandsTab {
  readonly id: typeof ALL_BRANDS_ID;
  readonly label: string;
}

export const ALL_BRANDS_TAB = { id: ALL_BRANDS_ID, label: 'All brands' } as const satisfies AllBrandsTab;

export interface BrandBrowserCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly highlight: string;
  readonly tabsLabel: string;
  readonly aboutButton: string;
}

export const brandBrowserCopy = {
  eyebrow: 'Our Brands',
  title: 'Brands built for',
  highlight: 'every journey',
  tabsLabel: 'Brand categories',
  /** Shown on a card's toggle for touch and keyboard; the brand's name follows for screen readers. */
  aboutButton: 'About',
} as const satisfies BrandBrowserCopy;

/** Whose success story it is: the brand by its own name, the story's picture and the brand's page. */
export interface SuccessStoryBrand {
  readonly id: string;
  readonly brand: string;
  readonly art: ArtTopic;
  readonly page: BrandPagePath;
}

/** What a success story says. */
export interface SuccessStoryText {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly stat: { readonly value: string; readonly label: string };
}

/** A success story as the carousel tells it: its brand and its words. */
export type SuccessStory = SuccessStoryBrand & SuccessStoryText;

export interface SuccessStoriesCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly highlight: string;
  readonly carouselLabel: string;
  readonly readMore: string;
}

export const successStoriesCopy = {
  eyebrow: 'Success Stories',
  title: 'Brands that',
  highlight: 'grew with us',
  carouselLabel: 'Success stories',
  readMore: 'Discover',
} as const satisfies SuccessStoriesCopy;

/** The brands whose success stories /brands tells, by their own names: three, in this order. @verbatim */
export const successStoryBrands = [
  { id: 'next-holidays', brand: 'Next Holidays', art: 'travel', page: '/next-holidays' },
  { id: 'spj-electronics', brand: 'SPJ Electronics', art: 'electronics', page: '/spj' },
  { id: 'blueberry-travel', brand: 'Blueberry Travel', art: 'corporate', page: '/blueberry-travels' },
] as const satisfies readonly SuccessStoryBrand[];

/** What the /brands success stories say: three, in the order of their brands (`successStoryBrands`). */
export const successStories = [
  {
    id: 'next-holidays',
    title: 'A million holidaymakers and counting',
    text: 'From a single counter to a holiday brand trusted by a million customers, Next Holidays now packages trips to every continent.',
    stat: { value: '1M', label: 'customers' },
  },
  {
    id: 'spj-electronics',
    title: 'From one market to more than twenty',
    text: 'Founded in 2016, SPJ took its electronics and appliances to retail partners in more than 20 countries.',
    stat: { value: '20+', label: 'countries' },
  },
  {
    id: 'blueberry-travel',
    title: 'Corporate travel, award-winning',
    text: 'Blueberry Travel manages business travel for companies across three continents, with savings of up to 20% on their travel spend.',
    stat: { value: '200K', label: 'bookings' },
  },
] as const satisfies readonly SuccessStoryText[];

export interface PortfolioCopy {
  readonly title: string;
  readonly highlight: string;
  readonly text: string;
  readonly button: string;
  readonly newsletterTitle: string;
  readonly newsletterText: string;
  readonly newsletterLabel: string;
}

export const portfolioCopy = {
  title: "Uncover Our Brand's",
  highlight: 'Portfolio',
  text: 'Every brand, market and milestone of the group in one company profile.',
  button: 'DOWNLOAD PORTFOLIO',
  newsletterTitle: 'Stay in the loop',
  newsletterText: 'News from our brands, a few times a year.',
  newsletterLabel: 'Subscribe to our newsletter',
} as const satisfies PortfolioCopy;
