import type { Translation } from '@bbg/contract';
import type { ArtTopic, NewsCardSet } from '@bbg/kit';
import type * as en from '../news-article';

// The kit's tags and placeholder cards (its `newsCardSet`), in Arabic: the tag colours are the kit's.
const tags = {
  business: { buttonText: 'الأعمال', buttonStyle: '#3A2FA0' },
  brand: { buttonText: 'العلامة التجارية', buttonStyle: '#C2255C' },
  talent: { buttonText: 'المواهب والثقافة', buttonStyle: '#1B7A4B' },
  events: { buttonText: 'الفعاليات', buttonStyle: '#8A4B08' },
} as const;

const placeholder = {
  main: { ...tags.business, title: 'BBG توسّع حضورها في أنحاء أفريقيا', description: 'مكاتب وشراكات جديدة تحمل خدمات السفر والتجارة التي تقدمها المجموعة إلى مزيد من الأسواق.', date: '05 ديسمبر 2024' },
  side: { ...tags.brand, title: 'Next Holidays ترحّب بعميلها المليون', description: 'محطة بارزة لعلامة المجموعة في سفر الترفيه.', date: '05 ديسمبر 2024' },
  one: { ...tags.talent, title: 'الاحتفاء بفريقنا في الاجتماع السنوي', date: '22 سبتمبر 2022' },
  two: { ...tags.events, title: 'تكريم في حفل Arabian Travel Awards', date: '22 سبتمبر 2022' },
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
