import type { Translation } from '@bbg/contract';
import { placeholderNewsCards } from '@bbg/kit';
import type * as en from '../news-cards';

// The kit's placeholder cards, in Arabic: the kit gives each its tag's colour and the page's art.
const newsCardSet = placeholderNewsCards({
  tags: { business: 'الأعمال', brand: 'العلامات التجارية', talent: 'المواهب والثقافة', events: 'الفعاليات' },
  main: { title: 'BBG توسّع حضورها في أنحاء أفريقيا', description: 'مكاتب وشراكات جديدة تحمل خدمات المجموعة في السفر والتجارة إلى مزيد من الأسواق.', date: '5 ديسمبر 2024' },
  side: { title: 'Next Holidays تستقبل عميلها المليون', description: 'محطة بارزة لعلامة المجموعة في سفر الترفيه.', date: '5 ديسمبر 2024' },
  one: { title: 'نحتفي بفريقنا في الاجتماع السنوي', date: '22 سبتمبر 2022' },
  two: { title: 'تكريمنا في Arabian Travel Awards', date: '22 سبتمبر 2022' },
  three: { title: 'أفضل برنامج لسفر الشركات', date: '22 سبتمبر 2022' },
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
