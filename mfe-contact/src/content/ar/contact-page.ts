import { socialLinks } from '@bbg/contract';
import type { Translation } from '@bbg/contract';
import type * as en from '../contact-page';

/** The networks' names are brand names, and `network` picks the icon: they stay as in English. */
export const contactSocialLinks = [
  { network: 'instagram', name: 'Instagram', href: socialLinks.instagram },
  { network: 'facebook', name: 'Facebook', href: socialLinks.facebook },
  { network: 'linkedin', name: 'LinkedIn', href: socialLinks.linkedin },
] as const satisfies Translation<typeof en.contactSocialLinks>;

/** `sectionId` is the section's element id: it stays as in English. */
export const officesCopy = {
  sectionId: 'offices',
  eyebrow: 'مكاتبنا',
  title: 'تجدنا في أنحاء أفريقيا وآسيا',
  intro: 'اختر دولة لعرض مكاتبها وعناوينها وأرقام هواتفها.',
  mapAlt: 'خريطة لأفريقيا والشرق الأوسط وجنوب آسيا تُبرز الدول التي لدى BBG مكاتب فيها',
} as const satisfies Translation<typeof en.officesCopy>;
