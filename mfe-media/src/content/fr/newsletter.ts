import type { Translation } from '@bbg/contract';
import type * as en from '../newsletter';

export const newsletterLabels = {
  issueTitle: (id) => `Lettre d’information BBG : numéro ${id}`,
} as const satisfies Translation<typeof en.newsletterLabels>;

export const newsletterNotFound = {
  title: 'Lettre d’information introuvable',
  message: (id) => `Nous n’avons pas trouvé la lettre d’information « ${id} ».`,
  homeLink: 'Retour à la page d’accueil',
} as const satisfies Translation<typeof en.newsletterNotFound>;
