/** Each route's title and description in French, by its path as `src/app/routes.ts` writes it. */
export const routeHeads = {
  '/privacy-policy': { title: 'Politique de confidentialité', description: 'Comment BBG collecte, utilise et protège les informations des visiteurs de son site web.' },
  '/t&c': { title: 'Conditions générales', description: 'Les conditions générales d’utilisation du site web de BBG.' },
} as const;
