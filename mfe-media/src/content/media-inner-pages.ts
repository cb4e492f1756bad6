import type { BannerEntry } from '@bbg/kit';
import type { MediaStory } from './media-story';

/** One topic of an inner page: a full-height section with its stories. */
interface MediaCategory {
  /** The section's element id. */
  readonly id: string;
  readonly title: string;
  /** Its side dot's tooltip; the title when absent. */
  readonly tooltip?: string;
  readonly text: string;
  readonly stories: readonly MediaStory[];
}

/** Each inner page, by the content key its route names, and the banner it shows as its hero. */
export const INNER_PAGE_HEROES = {
  events: 'events',
  news: 'latestNews',
  brands: 'brands',
  guides: 'guides',
  talent: 'talent',
} as const;

/** The content keys of /media-center-inner1 to 5. */
export type MediaInnerKey = keyof typeof INNER_PAGE_HEROES;

/** The banners the inner pages show as their heroes. */
export type InnerPageBanners = { readonly [K in (typeof INNER_PAGE_HEROES)[MediaInnerKey]]: BannerEntry };

/** An inner page's words: its hero's dot tooltip and its topics. */
export interface MediaInnerPageWords {
  /** The hero's dot tooltip. */
  readonly tooltip: string;
  readonly categories: readonly MediaCategory[];
}

/** Every inner page's words, by its content key. */
export type MediaInnerPagesWords = { readonly [K in MediaInnerKey]: MediaInnerPageWords };

/** /media-center-inner1 to 5: one page component, driven by these records (each route names its record's key). */
export interface MediaInnerPage extends MediaInnerPageWords {
  readonly content: MediaInnerKey;
  readonly hero: BannerEntry;
}

/** What an inner page shows when its route names no record. */
export interface MediaInnerLabels {
  readonly notFound: string;
}
