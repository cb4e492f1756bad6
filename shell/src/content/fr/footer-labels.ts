import type { Translation } from '@bbg/contract';
import type * as en from '../footer-labels';

export const footerLabels = {
  tagline: 'Voyage, électronique, mode, négoce, informatique, logistique et GSA au Moyen-Orient, en Afrique et en Asie.',
  social: 'BBG sur les réseaux sociaux',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  navigation: 'Pied de page',
  explore: 'Explorer',
  offices: 'Bureaux',
  call: 'Appeler',
  newsletter: 'Newsletter',
  newsletterLabel: 'Recevez les actualités de BBG par e-mail',
} as const satisfies Translation<typeof en.footerLabels>;
