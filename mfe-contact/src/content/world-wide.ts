import type { InformationPage, ArtTopic, Stat } from '@bbg/kit';
import { flagUrl } from './flags';

/** Copy and data of /world-wide. */
export interface PresenceCountry {
  readonly id: string;
  readonly name: string;
  /** The country's part of the world (English's are Asia, Middle East and Africa). */
  readonly region: string;
  readonly summary: string;
  /** The generated scene shown beside the text. */
  readonly art: ArtTopic;
}

/** The URL of each presence country's flag (flag-icons, 4:3; flagUrl), by the country's id. */
export type PresenceFlags = Readonly<Record<string, string>>;

export interface WorldWideBannerCopy {
  readonly title: string;
  readonly highlight: string;
  readonly subtitle: string;
  readonly image: ArtTopic;
  /** Accessible name of the down-arrow. */
  readonly nextLabel: string;
  readonly stats: readonly Stat[];
}

export interface PresenceCopy {
  readonly sectionId: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  /** Accessible name of each card's down-arrow; {country} is the next card's country. */
  readonly nextLabel: string;
}

export interface WorldWideSection {
  readonly id: string;
  readonly tooltip: string;
}

/** The page's three sections: the banner, the overview, the presence cards. */
export type WorldWideSections = readonly [WorldWideSection, WorldWideSection, WorldWideSection];

/** Scroll-snapping sections and their dot tooltips, in order. */
export const worldWideSections = [
  { id: 'worldwide', tooltip: 'WorldWide' },
  { id: 'overview', tooltip: 'Overview' },
  { id: 'presence', tooltip: 'Presence' },
] as const satisfies WorldWideSections;

/** The overview is information page 1. */
export const worldWideOverview = { pageName: 'Worldwide', id: 1, title: 'BBG around the world', description: ['From our first office in 2013, BBG has grown into a group with 50+ branches in 20+ countries across the Middle East, Africa and Asia.', 'Each office brings our travel, trading and technology businesses close to the customers and partners who rely on them.'] } as const satisfies InformationPage;

export const worldWideBanner = {
  title: 'Global Industry',
  highlight: 'Leader',
  subtitle: 'BBG in the Middle East, Africa, and Asia',
  image: 'globe',
  nextLabel: 'Scroll to the overview',
  stats: [
    { id: 'years', value: '10+', label: 'Years' },
    { id: 'branches', value: '50+', label: 'Branches' },
    { id: 'countries', value: '20+', label: 'Countries' },
  ],
} as const satisfies WorldWideBannerCopy;

export const presenceCopy = {
  sectionId: 'presence-countries',
  eyebrow: 'Presence',
  title: 'Where you will find us',
  intro: 'From our offices in Dubai and Jaipur to teams across the African continent, BBG serves travellers, partners and businesses where they are.',
  nextLabel: 'Next: {country}',
} as const satisfies PresenceCopy;

export const presenceCountries = [
  { id: 'india', name: 'India', region: 'Asia', art: 'it', summary: 'Offices in Jaipur, Gurugram and Surat power our travel, IT and trading teams.' },
  { id: 'uae', name: 'UAE', region: 'Middle East', art: 'corporate', summary: 'Our Dubai office connects the group across three continents.' },
  { id: 'uganda', name: 'Uganda', region: 'Africa', art: 'trading', summary: 'Travel and trading services for partners around Kampala.' },
  { id: 'kenya', name: 'Kenya', region: 'Africa', art: 'logistics', summary: 'A hub for travel, GSA and logistics in East Africa.' },
  { id: 'zimbabwe', name: 'Zimbabwe', region: 'Africa', art: 'travel', summary: 'Corporate and leisure travel for businesses and families.' },
  { id: 'togo', name: 'Togo', region: 'Africa', art: 'trading', summary: 'Serving travellers and trade partners on the West African coast.' },
  { id: 'tanzania', name: 'Tanzania', region: 'Africa', art: 'travel', summary: 'Travel and trading for businesses from the coast to the Great Lakes.' },
  { id: 'south-africa', name: 'South Africa', region: 'Africa', art: 'corporate', summary: 'Partnerships across one of the continent\u2019s largest economies.' },
  { id: 'senegal', name: 'Senegal', region: 'Africa', art: 'globe', summary: 'A gateway to French-speaking West Africa.' },
  { id: 'namibia', name: 'Namibia', region: 'Africa', art: 'logistics', summary: 'Offices in Windhoek and Walvisbay serve travel and logistics customers.' },
  { id: 'mozambique', name: 'Mozambique', region: 'Africa', art: 'logistics', summary: 'Travel and logistics along the Indian Ocean coast.' },
  { id: 'malawi', name: 'Malawi', region: 'Africa', art: 'people', summary: 'Offices in Lilongwe and Blantyre serve corporate travellers.' },
  { id: 'madagascar', name: 'Madagascar', region: 'Africa', art: 'travel', summary: 'Travel services for the island\u2019s businesses and visitors.' },
  { id: 'ivory-coast', name: 'Ivory Coast', region: 'Africa', art: 'globe', summary: 'Travel and GSA services for West African airlines and agents.' },
  { id: 'ghana', name: 'Ghana', region: 'Africa', art: 'corporate', summary: 'Corporate travel for businesses across West Africa.' },
  { id: 'gabon', name: 'Gabon', region: 'Africa', art: 'sustainability', summary: 'Travel services for partners in Central Africa.' },
  { id: 'congo', name: 'Congo', region: 'Africa', art: 'trading', summary: 'Travel and trading in the Congo basin, from our office in Brazzaville.' },
  { id: 'djibouti', name: 'Djibouti', region: 'Africa', art: 'logistics', summary: 'A strategic link between Africa and the Middle East.' },
  { id: 'car', name: 'C.A.R', region: 'Africa', art: 'people', summary: 'Travel services in the Central African Republic.' },
  { id: 'cameroon', name: 'Cameroon', region: 'Africa', art: 'trading', summary: 'Offices in Douala and Yaounde serve travel and trade customers.' },
  { id: 'nigeria', name: 'Nigeria', region: 'Africa', art: 'electronics', summary: 'Travel and trading in Africa\u2019s most populous country.' },
  { id: 'angola', name: 'Angola', region: 'Africa', art: 'globe', summary: 'Serving businesses and travellers on the Atlantic coast.' },
  { id: 'zambia', name: 'Zambia', region: 'Africa', art: 'logistics', summary: 'Offices in Lusaka and Kitwe serve the Copperbelt and the capital.' },
  { id: 'rdc', name: 'RDC', region: 'Africa', art: 'travel', summary: 'Travel and trading for businesses across the Democratic Republic of the Congo.' },
] as const satisfies readonly PresenceCountry[];

/** Each presence country's flag, by the country's id. @verbatim */
export const presenceFlags = {
  india: flagUrl('in'),
  uae: flagUrl('ae'),
  uganda: flagUrl('ug'),
  kenya: flagUrl('ke'),
  zimbabwe: flagUrl('zw'),
  togo: flagUrl('tg'),
  tanzania: flagUrl('tz'),
  'south-africa': flagUrl('za'),
  senegal: flagUrl('sn'),
  namibia: flagUrl('na'),
  mozambique: flagUrl('mz'),
  malawi: flagUrl('mw'),
  madagascar: flagUrl('mg'),
  'ivory-coast': flagUrl('ci'),
  ghana: flagUrl('gh'),
  gabon: flagUrl('ga'),
  congo: flagUrl('cg'),
  djibouti: flagUrl('dj'),
  car: flagUrl('cf'),
  cameroon: flagUrl('cm'),
  nigeria: flagUrl('ng'),
  angola: flagUrl('ao'),
  zambia: flagUrl('zm'),
  rdc: flagUrl('cd'),
} as const satisfies PresenceFlags;
