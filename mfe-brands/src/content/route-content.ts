import type { ContentKey, Localized } from '@bbg/contract';
import type { BannerEntry, InformationPage } from '@bbg/kit';
import type { CatalogueLoaders } from '@bbg/runtime';
import type { BannerKey, BannersCatalogue } from './banners';
import { informationPage, type InformationPageKey, type InformationPagesCatalogue } from './information-pages';

/** Content of a page that several routes share: the record's key is the `content` its route declares (src/app/routes.ts). */
export interface RouteContent {
  readonly content: ContentKey;
}

/** The record a route asks for, or nothing when its route declares no key or an unknown one. */
export const findContent = <T extends RouteContent>(records: readonly T[], key: ContentKey | undefined): T | undefined =>
  records.find((record) => record.content === key);

/** A page that several routes share: its hero, and its overview or detail section. */
export interface RoutePage extends RouteContent {
  readonly hero: BannerEntry;
  readonly information: InformationPage;
}

/** The catalogues a page that several routes share opens with, in one locale. */
export interface RoutePageCopy {
  readonly banners: BannersCatalogue;
  readonly information: InformationPagesCatalogue;
}

/** The catalogues every such page opens with, in each locale, each a chunk of its own; a page adds its own to them. */
export const routePageCatalogues = {
  en: { banners: () => import('./en/banners.json'), information: () => import('./en/information-pages.json') },
  fr: { banners: () => import('./fr/banners.json'), information: () => import('./fr/information-pages.json') },
  ar: { banners: () => import('./ar/banners.json'), information: () => import('./ar/information-pages.json') },
} satisfies Localized<CatalogueLoaders<RoutePageCopy>>;

/** A page that several routes share, by its route's content key: its key in the catalogues. */
type RouteEntry = RouteContent & { readonly key: BannerKey & InformationPageKey };

/**
 * The page a route's content key names, in the copy's language: its hero and its information page, and what `more`
 * makes of its key; nothing when its route declares no key or an unknown one.
 */
export function routePage<Entry extends RouteEntry, More>(
  copy: RoutePageCopy,
  entries: readonly Entry[],
  contentKey: ContentKey | undefined,
  more: (key: Entry['key']) => More,
): (RoutePage & More) | undefined {
  const entry = findContent(entries, contentKey);
  return entry && { content: entry.content, hero: copy.banners.banners[entry.key], information: informationPage(copy.information, entry.key), ...more(entry.key) };
}
