import type { Translation } from '@bbg/contract';
import type { ArtTopic, NewsCardSet } from '@bbg/kit';
import type * as en from '../news-cards';

// The kit's tags and placeholder cards, in Arabic: the tag colours are the kit's.
const tags = {
  business: { buttonText: 'الأعمال', buttonStyle: '#3A2FA0' },
  brand: { buttonText: 'العلامات التجارية', buttonStyle: '#C2255C' },
  talent: { buttonText: 'المواهب والثقافة', buttonStyle: '#1B7A4B' },
  events: { buttonText: 'الفعاليات', buttonStyle: '#8A4B08' },
} as const;

const placeholder = {
  main: { ...tags.business, title: 'BBG توسّع حضورها في أنحاء أفريقيا', description: 'مكاتب وشراكات جديدة تحمل خدمات المجموعة في السفر والتجارة إلى مزيد من الأسواق.', date: '5 ديسمبر 2024' },
  side: { ...tags.brand, title: 'Next Holidays تستقبل عميلها المليون', description: 'محطة بارزة لعلامة المجموعة في سفر الترفيه.', date: '5 ديسمبر 2024' },
  one: { ...tags.talent, title: 'نحتفي بفريقنا في الاجتماع السنوي', date: '22 سبتمبر 2022' },
  two: { ...tags.events, title: 'تكريمنا في Arabian Travel Awards', date: '22 سبتمبر 2022' },
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
  bbgOverview: newsCardSet(1, 'لمحة عن BBG', 'corporate'),
  visionValues: newsCardSet(2, 'الرؤية والقيم', 'people'),
  clients: newsCardSet(3, 'العملاء', 'corporate'),
  valuesMission: newsCardSet(6, 'القيم والرسالة', 'people'),
  sustainability: newsCardSet(8, 'الاستدامة', 'sustainability'),
  /** No page shows it yet. */
  ourAmbition: newsCardSet(4, 'طموحنا', 'globe'),
  /** No page shows it yet. */
  ourInnovation: newsCardSet(5, 'ابتكارنا', 'it'),
  /** No page shows it yet. */
  ourLeadership: newsCardSet(7, 'قيادتنا', 'people'),
} as const satisfies Translation<typeof en.newsCardSets>;
