import type { Translation } from '@bbg/contract';
import type * as en from '../newsletter';

export const newsletterLabels = {
  issueTitle: (id) => `النشرة الإخبارية لمجموعة BBG: العدد ${id}`,
} as const satisfies Translation<typeof en.newsletterLabels>;

// The id comes from the address: isolated (FSI … PDI), so that Latin letters or signs in it keep their order in the sentence.
export const newsletterNotFound = {
  title: 'النشرة الإخبارية غير موجودة',
  message: (id) => `تعذّر العثور على النشرة الإخبارية «\u2068${id}\u2069».`,
  homeLink: 'العودة إلى الصفحة الرئيسية',
} as const satisfies Translation<typeof en.newsletterNotFound>;
