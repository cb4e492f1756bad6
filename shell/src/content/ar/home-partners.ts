import type { Translation } from '@bbg/contract';
import { NEWS_ARTICLE_PATH } from '@bbg/kit';
import type * as en from '../home-partners';

export const partnersIntro = {
  eyebrow: 'الشركاء',
  title: 'لنحقق المزيد معًا',
  text: 'تتعاون شركات الطيران والفنادق وشركات التكنولوجيا والموردون مع BBG للوصول إلى أسواق جديدة.',
  logosTitle: 'شركاء يثقون بنا',
} as const satisfies Translation<typeof en.partnersIntro>;

export const achieveCards = [
  {
    id: 'partnerships',
    title: 'شراكات تنمو باستمرار',
    text: 'كيف يتوسع شركاؤنا مع المجموعة في الشرق الأوسط وأفريقيا وآسيا.',
    linkText: 'اقرأ القصة',
    link: NEWS_ARTICLE_PATH,
  },
  {
    id: 'awards',
    title: 'تكريم نتقاسمه',
    text: 'جوائز حصدناها مع شركائنا، من الريادة في السياحة إلى سفر الشركات.',
    linkText: 'اقرأ الخبر',
    link: NEWS_ARTICLE_PATH,
  },
] as const satisfies Translation<typeof en.achieveCards>;

/** Nine partner logos (4 visible, 3 below 800 px, 2 below 500 px). */
export const partnerLogos = [
  { id: 'skyline-airways', name: 'Skyline Airways' },
  { id: 'oasis-hotels', name: 'Oasis Hotels' },
  { id: 'savanna-air', name: 'Savanna Air' },
  { id: 'atlas-cargo', name: 'Atlas Cargo' },
  { id: 'meridian-pay', name: 'Meridian Pay' },
  { id: 'harbor-logistics', name: 'Harbor Logistics' },
  { id: 'nova-tech', name: 'Nova Tech' },
  { id: 'lotus-resorts', name: 'Lotus Resorts' },
  { id: 'crescent-insurance', name: 'Crescent Insurance' },
] as const satisfies Translation<typeof en.partnerLogos>;
