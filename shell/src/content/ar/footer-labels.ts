import type { Translation } from '@bbg/contract';
import type * as en from '../footer-labels';

export const footerLabels = {
  tagline: 'السفر والإلكترونيات والأزياء والتجارة وتقنية المعلومات والخدمات اللوجستية ووكالات المبيعات العامة في الشرق الأوسط وأفريقيا وآسيا.',
  social: 'BBG على وسائل التواصل الاجتماعي',
  opensInNewTab: '(يفتح في علامة تبويب جديدة)',
  navigation: 'تذييل الصفحة',
  explore: 'استكشف',
  offices: 'المكاتب',
  call: 'اتصل بـ',
  newsletter: 'النشرة الإخبارية',
  newsletterLabel: 'احصل على أخبار BBG في بريدك الإلكتروني',
} as const satisfies Translation<typeof en.footerLabels>;
