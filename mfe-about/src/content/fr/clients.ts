import type { Translation } from '@bbg/contract';
import type * as en from '../clients';

export const clientsHeading = 'Quelques-uns de nos clients' satisfies Translation<typeof en.clientsHeading>;

/** The client count the group claims on this page (other pages' figures differ, as in English). */
export const clientsIntro = 'Plus de 10 000 clients au Moyen-Orient, en Afrique et en Asie travaillent avec BBG. En voici quelques-uns.' satisfies Translation<typeof en.clientsIntro>;
