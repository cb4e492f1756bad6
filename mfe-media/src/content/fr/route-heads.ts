/** Each route's title and description in French, by its path as `src/app/routes.ts` writes it. */
export const routeHeads = {
  '/media-center': { title: 'Espace médias', description: 'Actualités, événements, histoires de marques, guides et vie chez BBG.' },
  '/media-center-inner1': { title: 'Événements et reportages', description: 'Événements internes et actions RSE dans tout le groupe BBG.' },
  '/media-center-inner2': { title: 'Dernières actualités', description: 'Actualités des compagnies aériennes, de l’IATA et de l’OACI, lancements de produits, collaborations et distinctions de BBG.' },
  '/media-center-inner3': { title: 'Marques', description: 'Les histoires des marques BBG, dont l’inauguration de nouveaux bureaux.' },
  '/media-center-inner4': { title: 'Guide et conseils', description: 'Les conseils pratiques des experts BBG pour les voyageurs et les entreprises.' },
  '/media-center-inner5': { title: 'Talents et culture', description: 'Les femmes et les hommes, les équipes et les façons de travailler qui font BBG.' },
  '/media-day': { title: 'Journée de la fondation', description: 'Célébration de la fondation du groupe BBG en 2013.' },
  '/news-events-inner': { title: 'BBG dans la presse', description: 'Comment BBG a atteint 1 000 collaborateurs et plus de 100 partenaires en plus de 10 ans.' },
  '/newsletter/:id': { title: 'Lettre d’information', description: 'La lettre d’information de BBG.' },
} as const;
