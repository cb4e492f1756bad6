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
  businessOverview: newsCardSet(9, 'Panorama des activités', 'corporate'),
  travel: newsCardSet(10, 'Voyage', 'travel'),
  electronics: newsCardSet(11, 'Électronique', 'electronics'),
  fashion: newsCardSet(13, 'Mode', 'fashion'),
  generalTrading: newsCardSet(14, 'Négoce général', 'trading'),
  dmc: newsCardSet(17, 'DMC', 'travel'),
  /** No page shows it yet. */
  tourism: newsCardSet(12, 'Tourisme', 'travel'),
  /** No page shows it yet. */
  logistics: newsCardSet(15, 'Logistique', 'logistics'),
  /** No page shows it yet. */
  it: newsCardSet(16, 'Informatique', 'it'),
  /** No page shows it yet. */
  gsa: newsCardSet(18, 'GSA', 'globe'),
} as const satisfies Translation<typeof en.newsCardSets>;
