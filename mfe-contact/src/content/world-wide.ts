export interface PresenceCountry {
  readonly name: string;
  readonly summary: string;
}

export interface BannerStat {
  readonly value: string;
  readonly label: string;
}

export const worldWideBanner = {
  title: 'Global Industry Leader',
  subtitle: 'BBG in the Middle East, Africa, and Asia',
  stats: [
    { value: '10+', label: 'Years' },
    { value: '50+', label: 'Branches' },
    { value: '20+', label: 'Countries' },
  ] satisfies readonly BannerStat[],
} as const;

export const presenceCountries = [
  { name: 'India', summary: 'Offices in Jaipur, Gurugram and Surat serving travel and technology.' },
  { name: 'UAE', summary: 'Our Dubai office connects the group across three continents.' },
  { name: 'Uganda', summary: 'Travel and trading services for East African partners.' },
  { name: 'Kenya', summary: 'A regional hub for travel, GSA and logistics in East Africa.' },
  { name: 'Zimbabwe', summary: 'Travel services for corporate and leisure customers.' },
  { name: 'Togo', summary: 'Serving travellers and trade partners in West Africa.' },
  { name: 'Tanzania', summary: 'Travel and trading for businesses on the East African coast.' },
  { name: 'South Africa', summary: 'Partnerships across southern Africa\u2019s largest economy.' },
  { name: 'Senegal', summary: 'A gateway to francophone West Africa.' },
  { name: 'Namibia', summary: 'Offices in Windhoek and Walvisbay.' },
  { name: 'Mozambique', summary: 'Travel and logistics along the Indian Ocean coast.' },
  { name: 'Malawi', summary: 'Offices in Lilongwe and Blantyre.' },
  { name: 'Madagascar', summary: 'Travel services for the island\u2019s businesses and visitors.' },
  { name: 'Ivory Coast', summary: 'Travel and GSA services from Abidjan.' },
  { name: 'Ghana', summary: 'Serving corporate travellers in West Africa.' },
  { name: 'Gabon', summary: 'Travel services for central African partners.' },
  { name: 'Congo', summary: 'Travel and trading in the Congo basin.' },
  { name: 'Djibouti', summary: 'A strategic link between Africa and the Middle East.' },
  { name: 'C.A.R', summary: 'Travel services in the Central African Republic.' },
  { name: 'Cameroon', summary: 'Offices in Douala and Yaounde.' },
  { name: 'Nigeria', summary: 'Travel and trading in Africa\u2019s most populous country.' },
  { name: 'Angola', summary: 'Serving businesses and travellers from Luanda.' },
] as const satisfies readonly PresenceCountry[];
