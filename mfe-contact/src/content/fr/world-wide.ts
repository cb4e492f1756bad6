import type { Translation } from '@bbg/contract';
import type * as en from '../world-wide';

/** Copy and data of /world-wide, in French. */

/** Scroll-snapping sections and their dot tooltips, in order. */
export const worldWideSections = [
  { id: 'worldwide', tooltip: 'Dans le monde' },
  { id: 'overview', tooltip: 'Présentation' },
  { id: 'presence', tooltip: 'Présence' },
] as const satisfies Translation<typeof en.worldWideSections>;

/** The overview is information page 1. */
export const worldWideOverview = { pageName: 'Dans le monde', id: 1, title: 'BBG dans le monde', description: ['Depuis l’ouverture de son premier bureau en 2013, BBG est devenu un groupe de plus de 50 agences dans plus de 20 pays au Moyen-Orient, en Afrique et en Asie.', 'Chaque bureau rapproche nos activités de voyage, de négoce et de technologie des clients et des partenaires qui comptent sur elles.'] } as const satisfies Translation<typeof en.worldWideOverview>;

export const worldWideBanner = {
  title: 'Un leader',
  highlight: 'mondial',
  subtitle: 'BBG au Moyen-Orient, en Afrique et en Asie',
  image: 'globe',
  nextLabel: 'Aller à la présentation',
  stats: [
    { id: 'years', value: '10+', label: 'Années' },
    { id: 'branches', value: '50+', label: 'Agences' },
    { id: 'countries', value: '20+', label: 'Pays' },
  ],
} as const satisfies Translation<typeof en.worldWideBanner>;

/** `{country}` is replaced by the next card's country name: keep it as is. */
export const presenceCopy = {
  sectionId: 'presence-countries',
  eyebrow: 'Présence',
  title: 'Où nous trouver',
  intro: 'De nos bureaux de Dubaï et de Jaipur à nos équipes sur tout le continent africain, BBG accompagne voyageurs, partenaires et entreprises là où ils se trouvent.',
  nextLabel: 'Suivant : {country}',
} as const satisfies Translation<typeof en.presenceCopy>;

export const presenceCountries = [
  { id: 'india', name: 'Inde', region: 'Asie', art: 'it', summary: 'Nos bureaux de Jaipur, Gurugram et Surat accueillent nos équipes voyage, informatique et négoce.' },
  { id: 'uae', name: 'Émirats arabes unis', region: 'Moyen-Orient', art: 'corporate', summary: 'Notre bureau de Dubaï relie le groupe sur trois continents.' },
  { id: 'uganda', name: 'Ouganda', region: 'Afrique', art: 'trading', summary: 'Des services de voyage et de négoce pour nos partenaires de la région de Kampala.' },
  { id: 'kenya', name: 'Kenya', region: 'Afrique', art: 'logistics', summary: 'Un pôle voyage, GSA et logistique en Afrique de l’Est.' },
  { id: 'zimbabwe', name: 'Zimbabwe', region: 'Afrique', art: 'travel', summary: 'Voyages d’affaires et de loisirs pour les entreprises et les familles.' },
  { id: 'togo', name: 'Togo', region: 'Afrique', art: 'trading', summary: 'Au service des voyageurs et des partenaires commerciaux de la côte ouest-africaine.' },
  { id: 'tanzania', name: 'Tanzanie', region: 'Afrique', art: 'travel', summary: 'Voyage et négoce pour les entreprises, de la côte jusqu’aux Grands Lacs.' },
  { id: 'south-africa', name: 'Afrique du Sud', region: 'Afrique', art: 'corporate', summary: 'Des partenariats dans l’une des plus grandes économies du continent.' },
  { id: 'senegal', name: 'Sénégal', region: 'Afrique', art: 'globe', summary: 'Une porte d’entrée vers l’Afrique de l’Ouest francophone.' },
  { id: 'namibia', name: 'Namibie', region: 'Afrique', art: 'logistics', summary: 'Nos bureaux de Windhoek et de Walvisbay servent nos clients du voyage et de la logistique.' },
  { id: 'mozambique', name: 'Mozambique', region: 'Afrique', art: 'logistics', summary: 'Voyage et logistique le long de la côte de l’océan Indien.' },
  { id: 'malawi', name: 'Malawi', region: 'Afrique', art: 'people', summary: 'Nos bureaux de Lilongwe et de Blantyre accompagnent les voyageurs d’affaires.' },
  { id: 'madagascar', name: 'Madagascar', region: 'Afrique', art: 'travel', summary: 'Des services de voyage pour les entreprises et les visiteurs de l’île.' },
  { id: 'ivory-coast', name: 'Côte d’Ivoire', region: 'Afrique', art: 'globe', summary: 'Voyage et GSA pour les compagnies aériennes et les agents d’Afrique de l’Ouest.' },
  { id: 'ghana', name: 'Ghana', region: 'Afrique', art: 'corporate', summary: 'Des voyages d’affaires pour les entreprises de toute l’Afrique de l’Ouest.' },
  { id: 'gabon', name: 'Gabon', region: 'Afrique', art: 'sustainability', summary: 'Des services de voyage pour nos partenaires d’Afrique centrale.' },
  { id: 'congo', name: 'Congo', region: 'Afrique', art: 'trading', summary: 'Voyage et négoce dans le bassin du Congo, depuis notre bureau de Brazzaville.' },
  { id: 'djibouti', name: 'Djibouti', region: 'Afrique', art: 'logistics', summary: 'Un trait d’union stratégique entre l’Afrique et le Moyen-Orient.' },
  { id: 'car', name: 'Centrafrique', region: 'Afrique', art: 'people', summary: 'Des services de voyage en République centrafricaine.' },
  { id: 'cameroon', name: 'Cameroun', region: 'Afrique', art: 'trading', summary: 'Nos bureaux de Douala et de Yaoundé servent nos clients du voyage et du négoce.' },
  { id: 'nigeria', name: 'Nigeria', region: 'Afrique', art: 'electronics', summary: 'Voyage et négoce dans le pays le plus peuplé d’Afrique.' },
  { id: 'angola', name: 'Angola', region: 'Afrique', art: 'globe', summary: 'Au service des entreprises et des voyageurs de la côte atlantique.' },
  { id: 'zambia', name: 'Zambie', region: 'Afrique', art: 'logistics', summary: 'Nos bureaux de Lusaka et de Kitwe desservent la Copperbelt et la capitale.' },
  { id: 'rdc', name: 'RDC', region: 'Afrique', art: 'travel', summary: 'Voyage et négoce pour les entreprises de toute la République démocratique du Congo.' },
] as const satisfies Translation<typeof en.presenceCountries>;
