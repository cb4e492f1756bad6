import type { Translation } from '@bbg/contract';
import { placeholderNewsCards } from '@bbg/kit';
import type * as en from '../news-article';

// The kit's placeholder cards, in French: the kit gives each its tag's colour and the page's art.
const newsCardSet = placeholderNewsCards({
  tags: { business: 'ENTREPRISE', brand: 'MARQUE', talent: 'TALENTS ET CULTURE', events: 'ÉVÉNEMENTS' },
  main: { title: 'BBG étend sa présence en Afrique', description: 'De nouveaux bureaux et partenariats apportent les services de voyage et de négoce du groupe à davantage de marchés.', date: '5 décembre 2024' },
  side: { title: 'Next Holidays accueille son millionième client', description: 'Une étape clé pour la marque de voyages de loisirs du groupe.', date: '5 décembre 2024' },
  one: { title: 'Nos équipes à l’honneur lors de la réunion annuelle', date: '22 sept. 2022' },
  two: { title: 'Distingués aux Arabian Travel Awards', date: '22 sept. 2022' },
  three: { title: 'Meilleur programme de voyages d’affaires', date: '22 sept. 2022' },
});

/** The news cards of « À lire aussi » (set 19). */
export const moreNews = newsCardSet(19, 'Article d’actualité', 'media') satisfies Translation<typeof en.moreNews>;
export const MORE_NEWS_HEADING = 'À lire aussi' satisfies Translation<typeof en.MORE_NEWS_HEADING>;

export const newsArticle = {
  headline: 'D’un comptoir de voyages à un groupe de 1 000 personnes : l’essor de BBG',
  date: '5 décembre 2024',
  dateTime: '2024-12-05',
  tags: ['ENTREPRISE', 'MARQUE', 'TALENTS ET CULTURE'],
  figures: [
    { value: '1 000', label: 'collaborateurs' },
    { value: '100+', label: 'partenaires' },
    { value: '10+', label: 'ans' },
  ],
  paragraphs: [
    'Ce qui n’était au départ qu’un comptoir de voyages est devenu un groupe d’entreprises actives dans le voyage, l’électronique, la mode, le négoce général, l’informatique, la logistique et l’agence générale de vente (GSA), au service de clients au Moyen-Orient, en Afrique et en Asie.',
    'Aujourd’hui, BBG compte 1 000 collaborateurs et plus de 100 partenaires, des compagnies aériennes que représentent nos équipes GSA aux distributeurs qui vendent l’électronique SPJ, en passant par les hôtels qui accueillent les voyageurs de Next Holidays. Après plus de 10 ans, l’envergure du groupe se mesure moins à sa taille qu’à la confiance de ces partenaires.',
    'Sa croissance suit un schéma simple : une marque fait ses preuves sur un marché, puis le groupe y ouvre un bureau et y apporte ses services partagés (finance, informatique, marketing digital et opérations), pour que le marché suivant démarre plus vite. Les nouveaux bureaux de Nairobi, Gurugram et Douala, ouverts cette année, suivent exactement ce modèle.',
    'Ce sont nos collaborateurs qui portent cette croissance. Grâce aux programmes pour jeunes diplômés et de mentorat, à une académie pour les équipes commerciales et à une plateforme de réservation unique pour toutes nos marques de voyage, un collègue à Jaipur et un autre à Dubaï travaillent de la même façon, et peuvent passer d’une activité à l’autre au fil de leur évolution.',
    'Le prochain chapitre misera sur la profondeur plutôt que sur l’étendue : des marques plus fortes sur les marchés où nous sommes déjà présents, des voyages plus verts et des partenariats durables. Nous sommes fiers de ces dix premières années, et ce n’est qu’un début.',
  ],
} as const satisfies Translation<typeof en.newsArticle>;

export const newsArticleLabels = {
  heroTooltip: 'Actualités',
  articleTooltip: 'Article',
  moreTooltip: 'À lire aussi',
  tags: 'Mots-clés',
  downloadPdf: 'Télécharger le PDF',
} as const satisfies Translation<typeof en.newsArticleLabels>;
