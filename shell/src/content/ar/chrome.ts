import type { Translation } from '@bbg/contract';
import type * as en from '../chrome';

export const chrome = {
  skipToContent: 'انتقل إلى المحتوى',
  home: 'الصفحة الرئيسية لـ BBG',
  mainNavigation: 'الرئيسية',
  mobileNavigation: 'الجوال',
  openMenu: 'افتح القائمة',
  closeMenu: 'أغلق القائمة',
  menu: 'القائمة',
  overview: 'نظرة عامة',
  mobileContact: 'تواصل معنا',
  loadingPage: 'جارٍ تحميل الصفحة',
  loadingSite: 'جارٍ تحميل BBG',
  fallback: {
    unavailable: '{section} غير متاح حاليًا',
    text: 'تعذّر تحميل هذا الجزء من الموقع. بقية الموقع تعمل كالمعتاد. يُرجى المحاولة مرة أخرى بعد قليل.',
    retry: 'أعد المحاولة',
  },
  routeError: { title: 'خطأ غير متوقع في التطبيق!', home: 'العودة إلى الصفحة الرئيسية' },
} as const satisfies Translation<typeof en.chrome>;
