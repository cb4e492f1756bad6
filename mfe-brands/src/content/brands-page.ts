import type { BrandPagePath } from './brand-directory';
import type { ArtTopic } from '@bbg/kit';

/** A section of /brands: its id (its anchor) and its dot-navigation tooltip. */
interface BrandsSection {
  readonly id: string;
  readonly tooltip: string;
}

interface BrandsSections {
  readonly hero: BrandsSection;
  readonly browser: BrandsSection;
  readonly stories: BrandsSection;
}

export interface BrandsHeroCopy {
  readonly tag: string;
  readonly title: string;
  readonly highlight: string;
  readonly description: string;
  readonly moreButton: string;
  readonly pauseVideo: string;
  readonly playVideo: string;
}

/** The id of the brand browser's first tab, which shows every brand. */
export const ALL_BRANDS_ID = 'all';

/** The brand browser's first tab: every brand. */
export interface AllBrandsTab {
  readonly id: typeof ALL_BRANDS_ID;
  readonly label: string;
}

export interface BrandBrowserCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly highlight: string;
  readonly tabsLabel: string;
  /** Shown on a card's toggle for touch and keyboard; the brand's name follows for screen readers. */
  readonly aboutButton: string;
}

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

/** The brands whose success stories /brands tells, by their own names: three, in this order. */
export const successStoryBrands = [
  { id: 'next-holidays', brand: 'Next Holidays', art: 'travel', page: '/next-holidays' },
  { id: 'spj-electronics', brand: 'SPJ Electronics', art: 'electronics', page: '/spj' },
  { id: 'blueberry-travel', brand: 'Blueberry Travel', art: 'corporate', page: '/blueberry-travels' },
] as const satisfies readonly SuccessStoryBrand[];

export interface PortfolioCopy {
  readonly title: string;
  readonly highlight: string;
  readonly text: string;
  readonly button: string;
  readonly newsletterTitle: string;
  readonly newsletterText: string;
  readonly newsletterLabel: string;
}

/** A locale's words of /brands (`src/content/<locale>/brands-page.json`): section and tab ids as in English. */
export interface BrandsPageCatalogue {
  /** Sections of /brands: ids (anchors) and dot-navigation tooltips. */
  readonly brandsSections: BrandsSections;
  readonly brandsHeroCopy: BrandsHeroCopy;
  readonly ALL_BRANDS_TAB: AllBrandsTab;
  readonly brandBrowserCopy: BrandBrowserCopy;
  readonly successStoriesCopy: SuccessStoriesCopy;
  /** What the success stories say: three, in the order of their brands (`successStoryBrands`). */
  readonly successStories: readonly SuccessStoryText[];
  readonly portfolioCopy: PortfolioCopy;
}
