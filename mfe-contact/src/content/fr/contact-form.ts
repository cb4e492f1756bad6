import type { Translation } from '@bbg/contract';
import type * as en from '../contact-form';

/** Copy and messages of the /contact-us form, in French. */
export const CONTACT_SUCCESS = 'Votre demande a bien été envoyée !' satisfies Translation<typeof en.CONTACT_SUCCESS>;
export const CONTACT_FAILURE = 'L’envoi de votre demande a échoué. Veuillez réessayer.' satisfies Translation<typeof en.CONTACT_FAILURE>;
export const INVALID_PHONE = 'Numéro de téléphone invalide' satisfies Translation<typeof en.INVALID_PHONE>;
export const SUBMITTING = 'Envoi en cours…' satisfies Translation<typeof en.SUBMITTING>;

export const contactFormCopy = {
  title: 'Restons en contact',
  intro: 'Une question sur nos marques, un partenariat ou un voyage ? Écrivez-nous : l’équipe concernée vous répondra.',
  fullName: 'Nom complet',
  email: 'E-mail',
  phone: 'Numéro de téléphone',
  message: 'Message',
  submit: 'Envoyer',
  socialTitle: 'Suivez-nous',
  countrySelector: 'Sélection du pays',
} as const satisfies Translation<typeof en.contactFormCopy>;
