/** Copy and data of /world-wide (spec "World Wide page"). */
export type PresenceRegion = 'Asia' | 'Middle East' | 'Africa';

export interface PresenceCountry {
  readonly id: string;
  readonly name: string;
  readonly region: PresenceRegion;
  readonly summary: string;
}

export interface WorldWideStat {
  readonly id: string;
  readonly value: string;
  readonly label: string;
}

export interface WorldWideBannerCopy {
  readonly title: string;
  readonly subtitle: string;
  /** Accessible name of the down-arrow button that scrolls to the presence section. */
  readonly nextLabel: string;
  readonly stats: readonly WorldWideStat[];
}

export interface PresenceCopy {
  readonly sectionId: string;
  readonly title: string;
  readonly intro: string;
}

export const worldWideBanner = {
  title: 'Global Industry Leader',
  subtitle: 'BBG in the Middle East, Africa, and Asia',
  nextLabel: 'Go to our presence',
  stats: [
    { id: 'years', value: '10+', label: 'Years' },
    { id: 'branches', value: '50+', label: 'Branches' },
    { id: 'countries', value: '20+', label: 'Countries' },
  ],
} as const satisfies WorldWideBannerCopy;

export const presenceCopy = {
  sectionId: 'presence',
  title: 'Presence',
  intro: 'From our offices in Dubai and Jaipur to teams across the African continent, BBG serves travellers, partners and businesses where they are.',
} as const satisfies PresenceCopy;

export const presenceCountries = [
  { id: 'india', name: 'India', region: 'Asia', summary: 'Offices in Jaipur, Gurugram and Surat power our travel, IT and trading teams.' },
  { id: 'uae', name: 'UAE', region: 'Middle East', summary: 'Our Dubai office connects the group across three continents.' },
  { id: 'uganda', name: 'Uganda', region: 'Africa', summary: 'Travel and trading services for partners around Kampala.' },
  { id: 'kenya', name: 'Kenya', region: 'Africa', summary: 'A hub for travel, GSA and logistics in East Africa.' },
  { id: 'zimbabwe', name: 'Zimbabwe', region: 'Africa', summary: 'Corporate and leisure travel for businesses and families.' },
  { id: 'togo', name: 'Togo', region: 'Africa', summary: 'Serving travellers and trade partners on the West African coast.' },
  { id: 'tanzania', name: 'Tanzania', region: 'Africa', summary: 'Travel and trading for businesses from the coast to the Great Lakes.' },
  { id: 'south-africa', name: 'South Africa', region: 'Africa', summary: 'Partnerships across one of the continent\u2019s largest economies.' },
  { id: 'senegal', name: 'Senegal', region: 'Africa', summary: 'A gateway to French-speaking West Africa.' },
  { id: 'namibia', name: 'Namibia', region: 'Africa', summary: 'Offices in Windhoek and Walvisbay serve travel and logistics customers.' },
  { id: 'mozambique', name: 'Mozambique', region: 'Africa', summary: 'Travel and logistics along the Indian Ocean coast.' },
  { id: 'malawi', name: 'Malawi', region: 'Africa', summary: 'Offices in Lilongwe and Blantyre serve corporate travellers.' },
  { id: 'madagascar', name: 'Madagascar', region: 'Africa', summary: 'Travel services for the island\u2019s businesses and visitors.' },
  { id: 'ivory-coast', name: 'Ivory Coast', region: 'Africa', summary: 'Travel and GSA services for West African airlines and agents.' },
  { id: 'ghana', name: 'Ghana', region: 'Africa', summary: 'Corporate travel for businesses across West Africa.' },
  { id: 'gabon', name: 'Gabon', region: 'Africa', summary: 'Travel services for partners in Central Africa.' },
  { id: 'congo', name: 'Congo', region: 'Africa', summary: 'Travel and trading in the Congo basin.' },
  { id: 'djibouti', name: 'Djibouti', region: 'Africa', summary: 'A strategic link between Africa and the Middle East.' },
  { id: 'car', name: 'C.A.R', region: 'Africa', summary: 'Travel services in the Central African Republic.' },
  { id: 'cameroon', name: 'Cameroon', region: 'Africa', summary: 'Offices in Douala and Yaounde serve travel and trade customers.' },
  { id: 'nigeria', name: 'Nigeria', region: 'Africa', summary: 'Travel and trading in Africa\u2019s most populous country.' },
  { id: 'angola', name: 'Angola', region: 'Africa', summary: 'Serving businesses and travellers on the Atlantic coast.' },
] as const satisfies readonly PresenceCountry[];
