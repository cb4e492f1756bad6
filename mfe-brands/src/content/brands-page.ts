import type { BrandPagePath } from './brand-directory';
import type { ArtTopic } from '@bbg/kit';

/** Sections of /brands: ids (anchors) and dot-navigation tooltips. */
export const brandsSections = {
  hero: { id: 'brands-hero', tooltip: 'Brands' },
  browser: { id: 'brand-browser', tooltip: 'Our Brands' },
  stories: { id: 'success-stories', tooltip: 'Success Stories' },
} as const;

export const brandsHeroCopy = {
  tag: '#BlueberryBrandInnovation',
  title: 'Uncover Our',
  highlight: 'Brands',
  description: 'Eleven brands across travel, electronics, fashion, trading, IT, logistics and GSA, one group behind them all.',
  moreButton: "There's More",
  pauseVideo: 'Pause background video',
  playVideo: 'Play background video',
} as const;

export const ALL_BRANDS_TAB = { id: 'all', label: 'All brands' } as const;

export const brandBrowserCopy = {
  eyebrow: 'Our Brands',
  title: 'Brands built for',
  highlight: 'every journey',
  tabsLabel: 'Brand categories',
  /** Shown on a card's toggle for touch and keyboard; the brand's name follows for screen readers. */
  aboutButton: 'About',
} as const;

export interface SuccessStory {
  readonly id: string;
  readonly brand: string;
  readonly title: string;
  readonly text: string;
  readonly stat: { readonly value: string; readonly label: string };
  readonly art: ArtTopic;
  readonly page: BrandPagePath;
}

export const successStoriesCopy = {
  eyebrow: 'Success Stories',
  title: 'Brands that',
  highlight: 'grew with us',
  carouselLabel: 'Success stories',
  readMore: 'Discover',
} as const;

/** The /brands success stories: three, in this order. */
export const successStories = [
  {
    id: 'next-holidays',
    brand: 'Next Holidays',
    title: 'A million holidaymakers and counting',
    text: 'From a single counter to a holiday brand trusted by a million customers, Next Holidays now packages trips to every continent.',
    stat: { value: '1M', label: 'customers' },
    art: 'travel',
    page: '/next-holidays',
  },
  {
    id: 'spj-electronics',
    brand: 'SPJ Electronics',
    title: 'From one market to more than twenty',
    text: 'Founded in 2016, SPJ took its electronics and appliances to retail partners in more than 20 countries.',
    stat: { value: '20+', label: 'countries' },
    art: 'electronics',
    page: '/spj',
  },
  {
    id: 'blueberry-travel',
    brand: 'Blueberry Travel',
    title: 'Corporate travel, award-winning',
    text: 'Blueberry Travel manages business travel for companies across three continents, with savings of up to 20% on their travel spend.',
    stat: { value: '200K', label: 'bookings' },
    art: 'corporate',
    page: '/blueberry-travels',
  },
] as const satisfies readonly SuccessStory[];

export const portfolioCopy = {
  title: "Uncover Our Brand's",
  highlight: 'Portfolio',
  text: 'Every brand, market and milestone of the group in one company profile.',
  button: 'DOWNLOAD PORTFOLIO',
  newsletterTitle: 'Stay in the loop',
  newsletterText: 'News from our brands, a few times a year.',
  newsletterLabel: 'Subscribe to our newsletter',
} as const;
