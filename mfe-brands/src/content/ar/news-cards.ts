import type { Translation } from '@bbg/contract';
import { placeholderNewsCards } from '@bbg/kit';
import type * as en from '../news-cards';

// The kit's placeholder cards, in Arabic: the kit gives each its tag's colour and the page's art.
const newsCardSet = placeholderNewsCards({
  tags: { business: 'أعمال', brand: 'علامات تجارية', talent: 'المواهب والثقافة', events: 'فعاليات' },
  main: { title: 'BBG توسّع حضورها في أفريقيا', description: 'مكاتب وشراكات جديدة تحمل خدمات المجموعة في السفر والتجارة إلى مزيد من الأسواق.', date: '5 ديسمبر 2024' },
  side: { title: 'Next Holidays ترحّب بعميلها المليون', description: 'إنجاز بارز لعلامة المجموعة في سفر الترفيه.', date: '5 ديسمبر 2024' },
  one: { title: 'نحتفي بفريقنا في الاجتماع السنوي', date: '22 سبتمبر 2022' },
  two: { title: 'تكريمنا في جوائز Arabian Travel Awards', date: '22 سبتمبر 2022' },
  three: { title: 'أفضل برنامج لسفر الشركات', date: '22 سبتمبر 2022' },
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
