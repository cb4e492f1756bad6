import type { Translation } from '@bbg/contract';
import type * as en from '../chrome';

export const chrome = {
  skipToContent: 'Aller au contenu',
  home: 'Accueil BBG',
  mainNavigation: 'Principale',
  mobileNavigation: 'Mobile',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menu: 'Menu',
  overview: 'vue d’ensemble',
  mobileContact: 'Contactez-nous',
  loadingPage: 'Chargement de la page',
  loadingSite: 'Chargement de BBG',
  fallback: {
    unavailable: '{section} est momentanément indisponible',
    text: 'Cette partie du site n’a pas pu être chargée. Le reste du site fonctionne. Veuillez réessayer dans un instant.',
    retry: 'Réessayer',
  },
  routeError: { title: 'Erreur inattendue de l’application\u00a0!', home: 'Retour à l’accueil' },
} as const satisfies Translation<typeof en.chrome>;
