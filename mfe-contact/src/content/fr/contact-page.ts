import { socialLinks } from '@bbg/contract';
import type { Translation } from '@bbg/contract';
import type * as en from '../contact-page';

/** The networks' names are brand names: they stay as in English. */
export const contactSocialLinks = [
  { network: 'instagram', name: 'Instagram', href: socialLinks.instagram },
  { network: 'facebook', name: 'Facebook', href: socialLinks.facebook },
  { network: 'linkedin', name: 'LinkedIn', href: socialLinks.linkedin },
] as const satisfies Translation<typeof en.contactSocialLinks>;

export const officesCopy = {
  sectionId: 'offices',
  eyebrow: 'Nos bureaux',
  title: 'Retrouvez-nous en Afrique et en Asie',
  intro: 'Choisissez un pays pour afficher ses bureaux, leurs adresses et leurs numéros de téléphone.',
  mapAlt: 'Carte de l’Afrique, du Moyen-Orient et de l’Asie du Sud, sur laquelle les pays où BBG a des bureaux sont mis en évidence',
} as const satisfies Translation<typeof en.officesCopy>;
