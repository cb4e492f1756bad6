import type { Translation } from '@bbg/contract';
import type * as en from '../clients';

export const clientsHeading = 'نخبة من عملائنا' satisfies Translation<typeof en.clientsHeading>;

/** The client count the group claims on this page (other pages' figures differ, as in English). */
export const clientsIntro = 'يتعامل مع BBG أكثر من 10,000 عميل في الشرق الأوسط وأفريقيا وآسيا. إليك بعضًا منهم.' satisfies Translation<typeof en.clientsIntro>;
