import type { Translation } from '@bbg/contract';
import type * as en from '../home-news';

/** Every card carries the same date in the client's copy. */
export const HOME_NEWS_DATE = '22 سبتمبر 2022' satisfies Translation<typeof en.HOME_NEWS_DATE>;

export const newsIntro = { eyebrow: 'الأخبار والفعاليات', title: 'آخر المستجدات في BBG' } as const satisfies Translation<typeof en.newsIntro>;

export const homeNews = [
  { id: 'tourism', tag: 'الجوائز', title: 'الريادة في قطاع السياحة', image: 'travel', date: HOME_NEWS_DATE },
  { id: 'arabian-travel', tag: 'الجوائز', title: 'تكريمنا في Arabian Travel Awards', image: 'events', date: HOME_NEWS_DATE },
  { id: 'corporate-travel', tag: 'الجوائز', title: 'أفضل برنامج لسفر الشركات', image: 'corporate', date: HOME_NEWS_DATE },
  { id: 'spj-store', tag: 'العلامات التجارية', title: 'SPJ تفتتح متجرها الرئيسي', image: 'electronics', date: HOME_NEWS_DATE },
  { id: 'fashion-week', tag: 'العلامات التجارية', title: 'Yashika Fashion في أسبوع الموضة', image: 'fashion', date: HOME_NEWS_DATE },
  { id: 'logistics-hub', tag: 'الأعمال', title: 'مركز لوجستي جديد في أفريقيا', image: 'logistics', date: HOME_NEWS_DATE },
  { id: 'it-platform', tag: 'الأعمال', title: 'إطلاق منصة الحجز الخاصة بنا', image: 'it', date: HOME_NEWS_DATE },
  { id: 'trading-partners', tag: 'الأعمال', title: 'شراكاتنا التجارية تتوسع', image: 'trading', date: HOME_NEWS_DATE },
  { id: 'green-travel', tag: 'الثقافة', title: 'نحو سفر أكثر استدامة', image: 'sustainability', date: HOME_NEWS_DATE },
  { id: 'annual-meeting', tag: 'الثقافة', title: 'الاجتماع السنوي يحتفي بفريقنا', image: 'people', date: HOME_NEWS_DATE },
] as const satisfies Translation<typeof en.homeNews>;
