import type { Translation } from '@bbg/contract';
import type * as en from '../home-hero';

export const HERO_SECONDARY = { text: 'تواصل معنا', link: '/contact-us' } as const satisfies Translation<typeof en.HERO_SECONDARY>;

export const heroMessages = [
  {
    id: 'journeys',
    buttonText: 'اعرف المزيد',
    title: 'مجموعة واحدة،',
    highlight: 'ورحلات عديدة',
    title2: 'عبر ثلاث قارات',
    highlightColor: 'accent',
    content:
      'السفر والإلكترونيات والأزياء والتجارة العامة وتقنية المعلومات والخدمات اللوجستية ووكالات المبيعات العامة: شركات BBG تخدم عملاءها في الشرق الأوسط وأفريقيا وآسيا.',
  },
  {
    id: 'brands',
    buttonText: 'اعرف المزيد',
    title: 'نبني',
    highlight: 'علامات تجارية رائدة',
    title2: 'منذ 2013',
    highlightColor: 'sun',
    content: 'من Blueberry Travel إلى SPJ Electronics مرورًا بـ Next Holidays، نطوّر علامات تجارية يثق بها الناس ويعودون إليها دائمًا.',
  },
  {
    id: 'together',
    buttonText: 'اعرف المزيد',
    title: 'لنحقق',
    highlight: 'المزيد',
    title2: 'معًا',
    highlightColor: 'lilac',
    content: 'أكثر من 1500 شخص في أكثر من 30 دولة يعملون يوميًا مع شركائنا وعملائنا لتقديم خدمة استثنائية.',
  },
] as const satisfies Translation<typeof en.heroMessages>;
