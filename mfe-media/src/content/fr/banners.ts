import type { Translation } from '@bbg/contract';
import type * as en from '../banners';

/** The heroes of this remote's pages, in French. */
export const banners = {
  newsArticle: { pageName: 'Article d’actualité', id: 29, title: 'BBG dans', highlight: 'la presse', description: 'Comment le groupe a grandi pour servir ses clients au Moyen-Orient, en Afrique et en Asie.', backgroundImage: 'media' },
  mediaCenter: { pageName: 'Espace médias', id: 31, title: 'Espace', highlight: 'médias', description: 'Actualités, événements, histoires de marques, guides et vie chez BBG.', buttonText: 'Découvrir', buttonLink: '#cards', backgroundImage: 'media' },
  events: { pageName: 'Événements et reportages', id: 32, title: 'Événements et', highlight: 'reportages', description: 'Événements internes et actions RSE dans tout le groupe.', backgroundImage: 'events' },
  latestNews: { pageName: 'Dernières actualités', id: 33, title: 'Dernières', highlight: 'actualités', highlightColor: 'accent', description: 'Actualités des compagnies aériennes, de l’IATA et de l’OACI, lancements de produits, collaborations et distinctions.', backgroundImage: 'media' },
  brands: { pageName: 'Marques', id: 34, title: 'Nos', highlight: 'marques', description: 'Les histoires de nos marques, dont l’inauguration de nos nouveaux bureaux.', backgroundImage: 'corporate' },
  guides: { pageName: 'Guides et conseils', id: 35, title: 'Guides et', highlight: 'conseils', description: 'Les conseils pratiques de nos experts pour les voyageurs et les entreprises.', backgroundImage: 'globe' },
  talent: { pageName: 'Talents et culture', id: 36, title: 'Talents et', highlight: 'culture', description: 'Les femmes et les hommes, les équipes et les façons de travailler qui font BBG.', backgroundImage: 'people' },
  foundationDay: { pageName: 'Journée de la fondation', id: 37, title: 'Journée de la', highlight: 'fondation', highlightColor: 'sun', description: 'Avec tous nos bureaux, nous célébrons la fondation du groupe en 2013.', backgroundImage: 'events' },
  /** No page shows it yet. */
  newsAndEvents: { pageName: 'Actualités et événements', id: 1, title: 'Actualités et', highlight: 'événements', description: 'Toute l’actualité du groupe BBG : lancements, distinctions, partenariats et talents.', buttonText: 'Voir les actualités', buttonLink: '/media-center', backgroundImage: 'media' },
} as const satisfies Translation<typeof en.banners>;
