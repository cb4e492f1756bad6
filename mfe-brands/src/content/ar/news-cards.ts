import type { Translation } from '@bbg/contract';
import type { ArtTopic, NewsCardSet } from '@bbg/kit';
import type * as en from '../news-cards';

// The kit's tags and placeholder cards, in Arabic: the tag colours are the kit's.
const tags = {
  business: { buttonText: 'أعمال', buttonStyle: '#3A2FA0' },
  brand: { buttonText: 'علامات تجارية', buttonStyle: '#C2255C' },
  talent: { buttonText: 'المواهب والثقافة', buttonStyle: '#1B7A4B' },
  events: { buttonText: 'فعاليات', buttonStyle: '#8A4B08' },
} as const;

const placeholder = {
  main: { ...tags.business, title: 'BBG توسّع حضورها في أفريقيا', description: 'مكاتب وشراكات جديدة تحمل خدمات المجموعة في السفر والتجارة إلى مزيد من الأسواق.', date: '5 ديسمبر 2024' },
  side: { ...tags.brand, title: 'Next Holidays ترحّب بعميلها المليون', description: 'إنجاز بارز لعلامة المجموعة في سفر الترفيه.', date: '5 ديسمبر 2024' },
  one: { ...tags.talent, title: 'نحتفي بفريقنا في الاجتماع السنوي', date: '22 سبتمبر 2022' },
  two: { ...tags.events, title: 'تكريمنا في جوائز Arabian Travel Awards', date: '22 سبتمبر 2022' },
  three: { ...tags.business, title: 'أفضل برنامج لسفر الشركات', date: '22 سبتمبر 2022' },
} as const;

/** A page's news card set in Arabic: the placeholder cards, with the page's art on the main card (as the kit's `newsCardSet`). */
const newsCardSet = (id: number, pageName: string, topic: ArtTopic): NewsCardSet => ({
  id,
  pageName,
  mainCard: { ...placeholder.main, imgSrc: topic },
  sideCard: { ...placeholder.side, imgSrc: 'travel' },
  card1: { ...placeholder.one, imgSrc: 'people' },
  card2: { ...placeholder.two, imgSrc: 'events' },
  card3: { ...placeholder.three, imgSrc: '' },
});

/** The news card sets of this remote's pages, each the variant named after its page. */
export const newsCardSets = {
  businessOverview: newsCardSet(9, 'نظرة عامة على الأعمال', 'corporate'),
  travel: newsCardSet(10, 'السفر', 'travel'),
  electronics: newsCardSet(11, 'الإلكترونيات', 'electronics'),
  fashion: newsCardSet(13, 'الأزياء', 'fashion'),
  generalTrading: newsCardSet(14, 'التجارة العامة', 'trading'),
  dmc: newsCardSet(17, 'DMC', 'travel'),
  /** No page shows it yet. */
  tourism: newsCardSet(12, 'السياحة', 'travel'),
  /** No page shows it yet. */
  logistics: newsCardSet(15, 'الخدمات اللوجستية', 'logistics'),
  /** No page shows it yet. */
  it: newsCardSet(16, 'تقنية المعلومات', 'it'),
  /** No page shows it yet. */
  gsa: newsCardSet(18, 'وكالة المبيعات العامة', 'globe'),
} as const satisfies Translation<typeof en.newsCardSets>;
