import type { Translation } from '@bbg/contract';
import type * as en from '../home-sections';

/** The home page's sections in order: each one's anchor id and its dot's tooltip. */
export const homeSections = [
  { id: 'home-hero', tooltip: 'BBG' },
  { id: 'home-about', tooltip: 'من نحن' },
  { id: 'home-experience', tooltip: '#الخبرة' },
  { id: 'home-brands', tooltip: 'العلامات التجارية' },
  // The client's copy repeats "History" for the timeline and the culture photos; kept as written.
  { id: 'home-timeline', tooltip: 'تاريخنا' },
  { id: 'home-culture', tooltip: 'تاريخنا' },
  { id: 'home-news', tooltip: 'الأخبار/الفعاليات' },
  { id: 'home-partners', tooltip: 'الشركاء' },
] as const satisfies Translation<typeof en.homeSections>;

export const closingCallToAction = {
  title: 'هل تودّ معرفة المزيد عنا؟',
  text: 'تعرّف على قصتنا وفريقنا والعلامات التجارية التي نبنيها في الشرق الأوسط وأفريقيا وآسيا.',
  buttonText: 'استكشف BBG',
  link: '/about-us',
} as const satisfies Translation<typeof en.closingCallToAction>;
