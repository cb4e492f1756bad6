import type { Translation } from '@bbg/contract';
import { placeholderNewsCards } from '@bbg/kit';
import type * as en from '../news-cards';

// The kit's placeholder cards, in French: the kit gives each its tag's colour and the page's art.
const newsCardSet = placeholderNewsCards({
  tags: { business: 'ENTREPRISE', brand: 'MARQUE', talent: 'TALENTS ET CULTURE', events: 'ÉVÉNEMENTS' },
  main: { title: 'BBG étend sa présence en Afrique', description: 'De nouveaux bureaux et partenariats apportent les services de voyage et de négoce du groupe à davantage de marchés.', date: '5 décembre 2024' },
  side: { title: 'Next Holidays accueille son millionième client', description: 'Une étape clé pour la marque de voyages de loisirs du groupe.', date: '5 décembre 2024' },
  one: { title: 'Nos équipes à l’honneur lors de la réunion annuelle', date: '22 sept. 2022' },
  two: { title: 'Distingués aux Arabian Travel Awards', date: '22 sept. 2022' },
  three: { title: 'Meilleur programme de voyages d’affaires', date: '22 sept. 2022' },
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
