import type { Translation } from '@bbg/contract';
import type * as en from '../contact-page';

/**
 * Copy of /contact-us around the form and the map, in Arabic. The social links name the networks as they name themselves: they are English's, never translated.
 * `sectionId` is the section's element id: it stays as in English.
 */
export const officesCopy = {
  sectionId: 'offices',
  eyebrow: 'مكاتبنا',
  title: 'تجدنا في أنحاء أفريقيا وآسيا',
  intro: 'اختر دولة لعرض مكاتبها وعناوينها وأرقام هواتفها.',
  mapAlt: 'خريطة لأفريقيا والشرق الأوسط وجنوب آسيا تُبرز الدول التي لدى BBG مكاتب فيها',
} as const satisfies Translation<typeof en.officesCopy>;
