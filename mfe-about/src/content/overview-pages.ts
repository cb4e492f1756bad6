import type { BannerEntry, InformationPage, NewsCardSet } from '@bbg/kit';
import type { CopyLoaders, Localized, PagePath } from '@bbg/contract';
import { copyCatalogues, type CatalogueLoaders } from '@bbg/runtime';
import type { Banners } from './banners';
import type { InformationPages } from './information-pages';
import { newsCardSet, type NewsCardVariantKey, type NewsCardWords } from './news-cards';

/** The content of a "hero, overview, news cards" page (hero, information page, news cards). */
export interface OverviewPageData {
  /** The route that shows it (the page imports its record; the path names it in tests). */
  readonly path: PagePath;
  readonly hero: BannerEntry;
  readonly overview: InformationPage;
  readonly news: NewsCardSet;
}

/** What the frame of a "hero, overview, news cards" page says itself. */
interface OverviewLabels {
  /** The heading of the news cards. */
  readonly newsHeading: string;
}

/** Which entries of the catalogues make a "hero, overview, news cards" page: the same in every language. */
export interface OverviewPageRecord {
  readonly path: PagePath;
  readonly hero: keyof Banners;
  readonly overview: keyof InformationPages;
  readonly news: NewsCardVariantKey;
}

// The route table gives news cards "yes" without an id for these three; each takes the variant
// named after it (1 BBG Overview, 2 Vision and Values, 3 Clients).
export const bbgOverviewPage = { path: '/bbg-overview', hero: 'bbgOverview', overview: 'bbgOverview', news: 'bbgOverview' } as const satisfies OverviewPageRecord;
export const visionValuesPage = { path: '/vision-values', hero: 'visionValues', overview: 'visionValues', news: 'visionValues' } as const satisfies OverviewPageRecord;
export const clientsPage = { path: '/clients', hero: 'clients', overview: 'clients', news: 'clients' } as const satisfies OverviewPageRecord;
// The route table gives these ids outright.
export const valuesMissionPage = { path: '/values-mission', hero: 'valuesMission', overview: 'valuesMission', news: 'valuesMission' } as const satisfies OverviewPageRecord;
export const sustainabilityPage = { path: '/sustainability', hero: 'sustainability', overview: 'sustainability', news: 'sustainability' } as const satisfies OverviewPageRecord;

/** The catalogues an overview page's copy is made of, in one language: the heroes, the overviews, the news cards and the frame's words. */
export interface OverviewCopy {
  readonly banners: { readonly banners: Banners };
  readonly information: { readonly informationPages: InformationPages };
  readonly news: NewsCardWords;
  readonly overview: { readonly overviewLabels: OverviewLabels };
}

/** Their loaders in each locale, each a chunk of its own; a page adds its own catalogues to them. */
export const overviewCatalogues = {
  en: {
    banners: () => import('./en/banners.json'),
    information: () => import('./en/information-pages.json'),
    news: () => import('./en/news-cards.json'),
    overview: () => import('./en/overview-pages.json'),
  },
  fr: {
    banners: () => import('./fr/banners.json'),
    information: () => import('./fr/information-pages.json'),
    news: () => import('./fr/news-cards.json'),
    overview: () => import('./fr/overview-pages.json'),
  },
  ar: {
    banners: () => import('./ar/banners.json'),
    information: () => import('./ar/information-pages.json'),
    news: () => import('./ar/news-cards.json'),
    overview: () => import('./ar/overview-pages.json'),
  },
} satisfies Localized<CatalogueLoaders<OverviewCopy>>;

/** The copy of a page that shows nothing of its own (/values-mission, /sustainability). */
export const overviewCopy = {
  en: copyCatalogues<OverviewCopy>(overviewCatalogues.en),
  fr: copyCatalogues<OverviewCopy>(overviewCatalogues.fr),
  ar: copyCatalogues<OverviewCopy>(overviewCatalogues.ar),
} satisfies CopyLoaders<OverviewCopy>;

/** A page's record in the language of `copy`: its hero, its overview and its news cards. */
export function overviewPageData(record: OverviewPageRecord, copy: OverviewCopy): OverviewPageData {
  return { path: record.path, hero: copy.banners.banners[record.hero], overview: copy.information.informationPages[record.overview], news: newsCardSet(copy.news, record.news) };
}
