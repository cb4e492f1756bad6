import type { Translation } from '@bbg/contract';
import { placeholderNewsCards } from '@bbg/kit';
import type * as en from '../news-article';

// The kit's placeholder cards, in Arabic: the kit gives each its tag's colour and the page's art.
const newsCardSet = placeholderNewsCards({
  tags: { business: 'الأعمال', brand: 'العلامة التجارية', talent: 'المواهب والثقافة', events: 'الفعاليات' },
  main: { title: 'BBG توسّع حضورها في أنحاء أفريقيا', description: 'مكاتب وشراكات جديدة تحمل خدمات السفر والتجارة التي تقدمها المجموعة إلى مزيد من الأسواق.', date: '05 ديسمبر 2024' },
  side: { title: 'Next Holidays ترحّب بعميلها المليون', description: 'محطة بارزة لعلامة المجموعة في سفر الترفيه.', date: '05 ديسمبر 2024' },
  one: { title: 'الاحتفاء بفريقنا في الاجتماع السنوي', date: '22 سبتمبر 2022' },
  two: { title: 'تكريم في حفل Arabian Travel Awards', date: '22 سبتمبر 2022' },
  three: { title: 'أفضل برنامج لسفر الشركات', date: '22 سبتمبر 2022' },
});

/** The news cards of «قد يهمك أيضًا» (set 19). */
export const moreNews = newsCardSet(19, 'تفاصيل الخبر', 'media') satisfies Translation<typeof en.moreNews>;
export const MORE_NEWS_HEADING = 'قد يهمك أيضًا' satisfies Translation<typeof en.MORE_NEWS_HEADING>;

export const newsArticle = {
  headline: 'من مكتب سفر واحد إلى مجموعة تضم 1,000 شخص: قصة نمو BBG',
  date: '05 ديسمبر 2024',
  dateTime: '2024-12-05',
  tags: ['الأعمال', 'العلامة التجارية', 'المواهب والثقافة'],
  figures: [
    { value: '1,000', label: 'موظف' },
    { value: '100+', label: 'شريك' },
    { value: '10+', label: 'سنوات' },
  ],
  paragraphs: [
    'ما بدأ مكتبَ سفر واحدًا أصبح اليوم مجموعة من الشركات العاملة في السفر والإلكترونيات والأزياء والتجارة العامة وتقنية المعلومات والخدمات اللوجستية ووكالات المبيعات العامة، تخدم عملاء في الشرق الأوسط وأفريقيا وآسيا.',
    'تضم BBG اليوم 1,000 موظف وأكثر من 100 شريك، من شركات الطيران التي تمثّلها فرق وكالة المبيعات العامة لدينا، إلى تجار التجزئة الذين يبيعون إلكترونيات SPJ، والفنادق التي تستضيف مسافري Next Holidays. وبعد أكثر من 10 سنوات، لم تعد مكانة المجموعة تُقاس بحجمها بقدر ما تُقاس بثقة هؤلاء الشركاء.',
    'سار النمو على نهج بسيط: تُثبت العلامة التجارية جدارتها في سوق ما، ثم تفتتح المجموعة مكتبًا هناك وتنقل إليه خدماتها المشتركة (المالية وتقنية المعلومات والتسويق الإلكتروني والعمليات) لتنطلق السوق التالية بوتيرة أسرع. وعلى هذا النموذج تحديدًا افتُتحت هذا العام مكاتب جديدة في نيروبي وغوروغرام ودوالا.',
    'موظفونا هم من يصنعون هذا النمو. فبفضل برامج الخريجين والإرشاد المهني، وأكاديمية لموظفي المبيعات، ومنصة حجز واحدة لجميع علامات السفر التجارية، يعمل زميل في جايبور وآخر في دبي بالطريقة نفسها، ويمكنهما التنقل بين شركات المجموعة مع تطورهما المهني.',
    'أما الفصل التالي فيقوم على العمق لا الاتساع: علامات تجارية أقوى في الأسواق التي نخدمها اليوم، وسفر أكثر مراعاةً للبيئة، وشراكات تدوم. نحن فخورون بسنواتنا العشر الأولى، وما هذه إلا البداية.',
  ],
} as const satisfies Translation<typeof en.newsArticle>;

export const newsArticleLabels = {
  heroTooltip: 'الأخبار',
  articleTooltip: 'المقال',
  moreTooltip: 'المزيد',
  tags: 'الوسوم',
  downloadPdf: 'تنزيل ملف PDF',
} as const satisfies Translation<typeof en.newsArticleLabels>;
