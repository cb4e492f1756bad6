/** Each route's title and description in French, by its path as `src/app/routes.ts` writes it. */
export const routeHeads = {
  '/contact-us': { title: 'Contactez-nous', description: 'Restez en contact avec BBG : envoyez-nous votre demande ou trouvez nos bureaux en Afrique et en Asie.' },
  '/world-wide': { title: 'Dans le monde', description: 'BBG au Moyen-Orient, en Afrique et en Asie : plus de 10 ans, plus de 50 agences, plus de 20 pays.' },
} as const;
