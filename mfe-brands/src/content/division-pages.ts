import { valuesMissionBanner, type BannerEntry, type InformationPage, type LogoItem } from '@bbg/kit';
import { brandSites, type ContentKey, type InternalHref } from '@bbg/contract';
import { banners } from './banners';
import { informationPages } from './information-pages';
import type { RouteContent } from './route-content';

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

/** /gsa, /logistics, /it: hero, detail section, the shared section (banner 16), closing section. */
export interface DivisionPage extends RouteContent {
  readonly pageName: string;
  readonly hero: BannerEntry;
  readonly detail: InformationPage;
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

/** The shared section: banner entry 16 (values and mission), shown as a section under the page's own hero. */
export const sharedSection = {
  banner: valuesMissionBanner,
  anchorId: 'values-mission',
  eyebrow: 'What drives every BBG business',
  values: ['Excellence', 'Obsession', 'Integrity', 'Collaboration'],
  valuesLabel: 'Our values',
  linkText: 'Discover our values and mission',
  link: '/values-mission',
} as const satisfies SharedSection;

export const divisionPages = [
  {
    content: 'gsa',
    pageName: 'GSA',
    hero: banners.gsa,
    detail: informationPages.gsa,
    detailLabel: 'About our general sales agency',
    servicesLabel: 'What we do for airlines',
    services: [
      { id: 'gsa-sales', title: 'Sales and distribution', text: 'We sell your seats through travel agencies, corporates and online channels in every market we cover.' },
      { id: 'gsa-marketing', title: 'Marketing', text: 'Launch campaigns, trade events and fare promotions that put new routes on the map.' },
      { id: 'gsa-reservations', title: 'Reservations and ticketing', text: 'A local team handles bookings, changes and ticketing in the language of the market.' },
    ],
    closing: {
      title: 'Grow your routes',
      highlight: 'with us',
      text: 'Tell us where you want to fly and we will show you how our agency network can fill your seats.',
      contactText: 'Talk to our GSA team',
      contactLink: '/contact-us',
      brandsLabel: 'Our GSA brand',
    },
  },
  {
    content: 'logistics',
    pageName: 'Logistics',
    hero: banners.logistics,
    detail: informationPages.logistics,
    servicesLabel: 'What we move',
    services: [
      { id: 'logistics-freight', title: 'Freight forwarding', text: 'Air, sea and road freight booked, documented and tracked from pick-up to delivery.' },
      { id: 'logistics-warehousing', title: 'Warehousing', text: 'Bonded and general storage close to the ports and airports our partners use.' },
      { id: 'logistics-distribution', title: 'Distribution', text: 'Last-mile delivery to retailers and businesses across borders, on schedule.' },
    ],
    closing: {
      title: 'Move your goods',
      highlight: 'with confidence',
      text: 'From a single pallet to a regular supply chain, our logistics team plans the route with you.',
      contactText: 'Talk to our logistics team',
      contactLink: '/contact-us',
      brandsLabel: 'Our logistics brand',
    },
  },
  {
    content: 'it',
    pageName: 'IT',
    hero: banners.it,
    detail: informationPages.it,
    servicesLabel: 'What we build',
    services: [
      { id: 'it-software', title: 'Software and platforms', text: 'Booking engines, portals and business tools built and run by TechBinary.' },
      { id: 'it-marketing', title: 'Digital marketing', text: 'Search, social and performance campaigns by Bottom Funnel that turn visitors into customers.' },
      { id: 'it-support', title: 'Support and hosting', text: 'Secure hosting and a support desk that keeps the group\u2019s systems running.' },
    ],
    closing: {
      title: 'Build something',
      highlight: 'together',
      text: 'Whether you need a platform, a campaign or both, our IT brands are ready to start.',
      contactText: 'Talk to our IT team',
      contactLink: '/contact-us',
      brandsLabel: 'Our IT brands',
    },
  },
] as const satisfies readonly DivisionPage[];

/** Each division's brands by their own names, with their sites, by the division's content key. @verbatim */
export const divisionBrands: Readonly<Record<ContentKey, readonly LogoItem[]>> = {
  gsa: [{ id: 'friends-travel', name: 'Friends Travel & Tourism', link: brandSites.friendsTravel }],
  logistics: [{ id: 'mgt', name: 'MGT', link: brandSites.mgt }],
  it: [
    { id: 'techbinary', name: 'TechBinary', link: brandSites.techBinary },
    { id: 'bottom-funnel', name: 'Bottom Funnel', link: brandSites.bottomFunnel },
  ],
};

/** The words of the division pages' own parts. */
export interface DivisionPageLabels {
  /** In place of the page on a path it has no content for. */
  readonly notFound: string;
  /** What screen readers hear after a brand's name, on its link to the brand's site. */
  readonly brandSiteNote: string;
}

export const divisionPageLabels = {
  notFound: 'No data found for this ID.',
  brandSiteNote: 'website (opens in a new tab)',
} as const satisfies DivisionPageLabels;
