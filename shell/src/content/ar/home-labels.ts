import type { Translation } from '@bbg/contract';
import type * as en from '../home-labels';

export const homeLabels = {
  showMessage: 'اعرض الرسالة {n} من {count}',
  pauseMessages: 'أوقف الرسائل مؤقتًا',
  playMessages: 'شغّل الرسائل',
  brandShowcase: 'معرض العلامات التجارية',
  brandPosition: '{n} من {count}',
  previousBrand: 'العلامة السابقة',
  nextBrand: 'العلامة التالية',
  pauseVideo: 'أوقف فيديو الخلفية مؤقتًا',
  playVideo: 'شغّل فيديو الخلفية',
  visionCarousel: 'الرؤية المؤسِّسة',
  logosCarousel: 'شعارات العلامات التجارية',
  timelineCarousel: 'افتتاح الأسواق من 2013 إلى 2024',
  cultureCarousel: 'صور الثقافة والاجتماع السنوي',
  enlargePhoto: 'كبّر الصورة: {alt}',
  enlargedPhoto: 'الصورة مكبّرة: {alt}',
  closePhoto: 'أغلق الصورة المكبّرة',
  partnersCarousel: 'شركاؤنا',
} as const satisfies Translation<typeof en.homeLabels>;
