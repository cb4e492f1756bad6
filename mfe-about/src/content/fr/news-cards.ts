import type { Translation } from '@bbg/contract';
import type { ArtTopic, NewsCardSet } from '@bbg/kit';
import type * as en from '../news-cards';

// The kit's tags and placeholder cards, in French: the tag colours are the kit's.
const tags = {
  business: { buttonText: 'ENTREPRISE', buttonStyle: '#3A2FA0' },
  brand: { buttonText: 'MARQUE', buttonStyle: '#C2255C' },
  talent: { buttonText: 'TALENTS ET CULTURE', buttonStyle: '#1B7A4B' },
  events: { buttonText: 'ÉVÉNEMENTS', buttonStyle: '#8A4B08' },
} as const;

const placeholder = {
  main: { ...tags.business, title: 'BBG étend sa présence en Afrique', description: 'De nouveaux bureaux et partenariats apportent les services de voyage et de négoce du groupe à davantage de marchés.', date: '5 décembre 2024' },
  side: { ...tags.brand, title: 'Next Holidays accueille son millionième client', description: 'Une étape clé pour la marque de voyages de loisirs du groupe.', date: '5 décembre 2024' },
  one: { ...tags.talent, title: 'Nos équipes à l’honneur lors de la réunion annuelle', date: '22 sept. 2022' },
  two: { ...tags.events, title: 'Distingués aux Arabian Travel Awards', date: '22 sept. 2022' },
  three: { ...tags.business, title: 'Meilleur programme de voyages d’affaires', date: '22 sept. 2022' },
} as const;

/** A page's news card set in French: the placeholder cards, with the page's art on the main card (as the kit's `newsCardSet`). */
const newsCardSet = (id: number, pageName: string, topic: ArtTopic): NewsCardSet => ({
  id,
  pageName,
  mainCard: { ...placeholder.main, imgSrc: topic },
  sideCard: { ...placeholder.side, imgSrc: 'travel' },
  card1: { ...placeholder.one, imgSrc: 'people' },
  card2: { ...placeholder.two, imgSrc: 'events' },
  card3: { ...placeholder.three, imgSrc: '' },
});

/** The news card sets of this remote's pages, each the variant named after its page. */
export const newsCardSets = {
  bbgOverview: newsCardSet(1, 'BBG en bref', 'corporate'),
  visionValues: newsCardSet(2, 'Vision et valeurs', 'people'),
  clients: newsCardSet(3, 'Clients', 'corporate'),
  valuesMission: newsCardSet(6, 'Valeurs et mission', 'people'),
  sustainability: newsCardSet(8, 'Développement durable', 'sustainability'),
  /** No page shows it yet. */
  ourAmbition: newsCardSet(4, 'Notre ambition', 'globe'),
  /** No page shows it yet. */
  ourInnovation: newsCardSet(5, 'Notre innovation', 'it'),
  /** No page shows it yet. */
  ourLeadership: newsCardSet(7, 'Nos dirigeants', 'people'),
} as const satisfies Translation<typeof en.newsCardSets>;
