import type { Translation } from '@bbg/contract';
import type * as en from '../brands-page';

/** Sections of /brands: ids (anchors) and dot-navigation tooltips, in Arabic. */
export const brandsSections = {
  hero: { id: 'brands-hero', tooltip: 'العلامات التجارية' },
  browser: { id: 'brand-browser', tooltip: 'علاماتنا التجارية' },
  stories: { id: 'success-stories', tooltip: 'قصص النجاح' },
} as const satisfies Translation<typeof en.brandsSections>;

export const brandsHeroCopy = {
  tag: '#BlueberryBrandInnovation',
  title: 'اكتشف',
  highlight: 'علاماتنا التجارية',
  description: 'إحدى عشرة علامة تجارية في السفر والإلكترونيات والأزياء والتجارة وتقنية المعلومات والخدمات اللوجستية ووكالة المبيعات العامة، تجمعها مجموعة واحدة.',
  moreButton: 'اكتشف المزيد',
  pauseVideo: 'إيقاف الفيديو في الخلفية مؤقتًا',
  playVideo: 'تشغيل الفيديو في الخلفية',
} as const satisfies Translation<typeof en.brandsHeroCopy>;

export const ALL_BRANDS_TAB = { id: 'all', label: 'جميع العلامات' } as const satisfies Translation<typeof en.ALL_BRANDS_TAB>;

export const brandBrowserCopy = {
  eyebrow: 'علاماتنا التجارية',
  title: 'علامات صُمّمت',
  highlight: 'لكل رحلة',
  tabsLabel: 'فئات العلامات التجارية',
  /** Shown on a card's toggle for touch and keyboard; the brand's name follows for screen readers. */
  aboutButton: 'نبذة عن',
} as const satisfies Translation<typeof en.brandBrowserCopy>;

export const successStoriesCopy = {
  eyebrow: 'قصص النجاح',
  title: 'علامات',
  highlight: 'نمت معنا',
  carouselLabel: 'قصص نجاح علاماتنا',
  readMore: 'اكتشف',
} as const satisfies Translation<typeof en.successStoriesCopy>;

/** What the /brands success stories say, in Arabic: three, in the order of English's `successStoryBrands`. */
export const successStories = [
  {
    id: 'next-holidays',
    title: 'مليون مسافر والعدد في ازدياد',
    text: 'من مكتب واحد إلى علامة عطلات يثق بها مليون عميل، باتت Next Holidays تنظّم رحلات إلى كل القارات.',
    stat: { value: '1 مليون', label: 'عميل' },
  },
  {
    id: 'spj-electronics',
    title: 'من سوق واحدة إلى أكثر من عشرين',
    text: 'منذ تأسيسها عام 2016، أوصلت SPJ أجهزتها الإلكترونية والمنزلية إلى شركاء التجزئة في أكثر من 20 دولة.',
    stat: { value: '20+', label: 'دولة' },
  },
  {
    id: 'blueberry-travel',
    title: 'سفر شركات حائز على جوائز',
    text: 'تدير Blueberry Travel سفر الأعمال لشركات في ثلاث قارات، بوفورات تصل إلى 20% من إنفاقها على السفر.',
    stat: { value: '200 ألف', label: 'حجز' },
  },
] as const satisfies Translation<typeof en.successStories>;

export const portfolioCopy = {
  title: 'اكتشف',
  highlight: 'محفظة علاماتنا',
  text: 'كل علامات المجموعة وأسواقها وإنجازاتها في ملف تعريفي واحد.',
  button: 'حمّل المحفظة',
  newsletterTitle: 'ابقَ على اطلاع',
  newsletterText: 'أخبار علاماتنا، بضع مرات في السنة.',
  newsletterLabel: 'اشترك في نشرتنا الإخبارية',
} as const satisfies Translation<typeof en.portfolioCopy>;
