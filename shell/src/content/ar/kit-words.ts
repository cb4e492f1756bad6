import type { KitWords } from '@bbg/contract';

export const kitWords = {
  carousel: {
    roleDescription: 'عرض شرائح',
    slideRoleDescription: 'شريحة',
    slidePosition: '{n} من {count}',
    goToSlide: 'الانتقال إلى الشريحة {n}',
    previous: 'الشريحة السابقة',
    next: 'الشريحة التالية',
    pause: 'إيقاف عرض الشرائح مؤقتًا',
    play: 'تشغيل عرض الشرائح',
  },
  sections: { rail: 'أقسام الصفحة', scrollDown: 'الانتقال إلى القسم التالي' },
  subscribe: {
    placeholder: 'أدخل بريدك الإلكتروني',
    submit: 'اشترك',
    invalidEmail: 'يرجى إدخال عنوان بريد إلكتروني صالح',
    notSaved: 'التسجيل في النشرة الإخبارية غير متاح حاليًا، لذا لم يُحفظ عنوانك.',
  },
  share: { button: 'مشاركة', target: 'المشاركة على {name} (يفتح في علامة تبويب جديدة)', text: 'اطّلع على هذه الصفحة من BBG!' },
  copyUrl: { button: 'نسخ الرابط', copied: 'تم نسخ الرابط إلى الحافظة!' },
  download: { failed: 'تعذّر تنزيل ملف PDF. يرجى المحاولة مرة أخرى لاحقًا.' },
  modal: { close: 'إغلاق' },
} as const satisfies KitWords;
