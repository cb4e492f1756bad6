import type { InformationPage, ArtTopic, Stat } from '@bbg/kit';
import { flagUrl } from './flags';

/** Copy and data of /world-wide. */
type PresenceRegion = 'Asia' | 'Middle East' | 'Africa';

export interface PresenceCountry {
  readonly id: string;
  readonly name: string;
  readonly region: PresenceRegion;
  readonly summary: string;
  /** URL of the country's flag (flag-icons, 4:3; flagUrl). */
  readonly flag: string;
  /** The generated scene shown beside the text. */
  readonly art: ArtTopic;
}

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

/** Scroll-snapping sections and their dot tooltips, in order. */
export const worldWideSections = [
  { id: 'worldwide', tooltip: 'WorldWide' },
  { id: 'overview', tooltip: 'Overview' },
  { id: 'presence', tooltip: 'Presence' },
] as const satisfies readonly WorldWideSection[];

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
  { id: 'india', name: 'India', region: 'Asia', flag: flagUrl('in'), art: 'it', summary: 'Offices in Jaipur, Gurugram and Surat power our travel, IT and trading teams.' },
  { id: 'uae', name: 'UAE', region: 'Middle East', flag: flagUrl('ae'), art: 'corporate', summary: 'Our Dubai office connects the group across three continents.' },
  { id: 'uganda', name: 'Uganda', region: 'Africa', flag: flagUrl('ug'), art: 'trading', summary: 'Travel and trading services for partners around Kampala.' },
  { id: 'kenya', name: 'Kenya', region: 'Africa', flag: flagUrl('ke'), art: 'logistics', summary: 'A hub for travel, GSA and logistics in East Africa.' },
  { id: 'zimbabwe', name: 'Zimbabwe', region: 'Africa', flag: flagUrl('zw'), art: 'travel', summary: 'Corporate and leisure travel for businesses and families.' },
  { id: 'togo', name: 'Togo', region: 'Africa', flag: flagUrl('tg'), art: 'trading', summary: 'Serving travellers and trade partners on the West African coast.' },
  { id: 'tanzania', name: 'Tanzania', region: 'Africa', flag: flagUrl('tz'), art: 'travel', summary: 'Travel and trading for businesses from the coast to the Great Lakes.' },
  { id: 'south-africa', name: 'South Africa', region: 'Africa', flag: flagUrl('za'), art: 'corporate', summary: 'Partnerships across one of the continent\u2019s largest economies.' },
  { id: 'senegal', name: 'Senegal', region: 'Africa', flag: flagUrl('sn'), art: 'globe', summary: 'A gateway to French-speaking West Africa.' },
  { id: 'namibia', name: 'Namibia', region: 'Africa', flag: flagUrl('na'), art: 'logistics', summary: 'Offices in Windhoek and Walvisbay serve travel and logistics customers.' },
  { id: 'mozambique', name: 'Mozambique', region: 'Africa', flag: flagUrl('mz'), art: 'logistics', summary: 'Travel and logistics along the Indian Ocean coast.' },
  { id: 'malawi', name: 'Malawi', region: 'Africa', flag: flagUrl('mw'), art: 'people', summary: 'Offices in Lilongwe and Blantyre serve corporate travellers.' },
  { id: 'madagascar', name: 'Madagascar', region: 'Africa', flag: flagUrl('mg'), art: 'travel', summary: 'Travel services for the island\u2019s businesses and visitors.' },
  { id: 'ivory-coast', name: 'Ivory Coast', region: 'Africa', flag: flagUrl('ci'), art: 'globe', summary: 'Travel and GSA services for West African airlines and agents.' },
  { id: 'ghana', name: 'Ghana', region: 'Africa', flag: flagUrl('gh'), art: 'corporate', summary: 'Corporate travel for businesses across West Africa.' },
  { id: 'gabon', name: 'Gabon', region: 'Africa', flag: flagUrl('ga'), art: 'sustainability', summary: 'Travel services for partners in Central Africa.' },
  { id: 'congo', name: 'Congo', region: 'Africa', flag: flagUrl('cg'), art: 'trading', summary: 'Travel and trading in the Congo basin, from our office in Brazzaville.' },
  { id: 'djibouti', name: 'Djibouti', region: 'Africa', flag: flagUrl('dj'), art: 'logistics', summary: 'A strategic link between Africa and the Middle East.' },
  { id: 'car', name: 'C.A.R', region: 'Africa', flag: flagUrl('cf'), art: 'people', summary: 'Travel services in the Central African Republic.' },
  { id: 'cameroon', name: 'Cameroon', region: 'Africa', flag: flagUrl('cm'), art: 'trading', summary: 'Offices in Douala and Yaounde serve travel and trade customers.' },
  { id: 'nigeria', name: 'Nigeria', region: 'Africa', flag: flagUrl('ng'), art: 'electronics', summary: 'Travel and trading in Africa\u2019s most populous country.' },
  { id: 'angola', name: 'Angola', region: 'Africa', flag: flagUrl('ao'), art: 'globe', summary: 'Serving businesses and travellers on the Atlantic coast.' },
  { id: 'zambia', name: 'Zambia', region: 'Africa', flag: flagUrl('zm'), art: 'logistics', summary: 'Offices in Lusaka and Kitwe serve the Copperbelt and the capital.' },
  { id: 'rdc', name: 'RDC', region: 'Africa', flag: flagUrl('cd'), art: 'travel', summary: 'Travel and trading for businesses across the Democratic Republic of the Congo.' },
] as const satisfies readonly PresenceCountry[];
