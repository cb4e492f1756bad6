import type { Translation } from '@bbg/contract';
import type * as en from '../contact-page';

/** Copy of /contact-us around the form and the map, in French. The social links name the networks as they name themselves: they are English's, never translated. */
export const officesCopy = {
  sectionId: 'offices',
  eyebrow: 'Nos bureaux',
  title: 'Retrouvez-nous en Afrique et en Asie',
  intro: 'Choisissez un pays pour afficher ses bureaux, leurs adresses et leurs numéros de téléphone.',
  mapAlt: 'Carte de l’Afrique, du Moyen-Orient et de l’Asie du Sud, sur laquelle les pays où BBG a des bureaux sont mis en évidence',
} as const satisfies Translation<typeof en.officesCopy>;
