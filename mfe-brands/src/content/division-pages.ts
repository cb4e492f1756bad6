import type { BannerEntry, LogoItem } from '@bbg/kit';
import { brandSites, type ContentKey, type InternalHref } from '@bbg/contract';
import type { DivisionPageKey } from './banners';
import { routePage, type RouteContent, type RoutePage, type RoutePageCopy } from './route-content';

export interface DivisionService {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** The closing call to action of a division page: contact us, and the division's brands (`divisionBrands`). */
export interface DivisionClosing {
  readonly title: string;
  readonly highlight: string;
  readonly text: string;
  readonly contactText: string;
  readonly contactLink: InternalHref;
  /** Heads the division's brands. */
  readonly brandsLabel: string;
}

/** /gsa, /logistics, /it: hero, detail section (its information page), the shared section (banner 16), closing section. */
export interface DivisionPage extends RoutePage {
  readonly pageName: string;
  /** Names the detail section where its title repeats the hero's (landmark names must differ). */
  readonly detailLabel?: string;
  readonly servicesLabel: string;
  readonly services: readonly DivisionService[];
  readonly closing: DivisionClosing;
}

/** The banners of these pages scroll their Explore button to `#detail`. */
export const DIVISION_DETAIL_ANCHOR = 'detail';

/** The section every division page shares, under the page's own hero. */
export interface SharedSection {
  readonly banner: BannerEntry;
  readonly anchorId: string;
  readonly eyebrow: string;
  readonly values: readonly string[];
  readonly valuesLabel: string;
  readonly linkText: string;
  readonly link: InternalHref;
}

/** The division pages, by their routes' content keys. */
export const divisionPageKeys = [
  { content: 'gsa', key: 'gsa' },
  { content: 'logistics', key: 'logistics' },
  { content: 'it', key: 'it' },
] as const satisfies readonly (RouteContent & { readonly key: DivisionPageKey })[];

/** Each division's brands by their own names, with their sites, by the division's content key. */
export const divisionBrands: Readonly<Record<ContentKey, readonly LogoItem[]>> = {
  gsa: [{ id: 'friends-travel', name: 'Friends Travel & Tourism', link: brandSites.friendsTravel }],
  logistics: [{ id: 'mgt', name: 'MGT', link: brandSites.mgt }],
  it: [
    { id: 'techbinary', name: 'TechBinary', link: brandSites.techBinary },
    { id: 'bottom-funnel', name: 'Bottom Funnel', link: brandSites.bottomFunnel },
  ],
};

/** The words of the division pages' own parts. */
interface DivisionPageLabels {
  /** In place of the page on a path it has no content for. */
  readonly notFound: string;
  /** What screen readers hear after a brand's name, on its link to the brand's site. */
  readonly brandSiteNote: string;
}

/** A locale's words of the division pages' own (`src/content/<locale>/division-pages.json`): ids and links as in English. */
interface DivisionPagesCatalogue {
  /** Each page's words, by page. */
  readonly divisionPages: Readonly<Record<DivisionPageKey, Omit<DivisionPage, keyof RoutePage>>>;
  /** The shared section: banner entry 16 (values and mission, worded as mfe-about's /values-mission words it), under the page's own hero. */
  readonly sharedSection: SharedSection;
  readonly divisionPageLabels: DivisionPageLabels;
}

/** What the division pages say, in whichever language: their own words, and their banners and detail sections. */
export interface DivisionPageCopy extends RoutePageCopy {
  readonly page: DivisionPagesCatalogue;
}

/** The division page a route's content key names, in the copy's language; nothing for an unknown key. */
export const divisionPage = (copy: DivisionPageCopy, content: ContentKey | undefined): DivisionPage | undefined =>
  routePage(copy, divisionPageKeys, content, (key) => copy.page.divisionPages[key]);
