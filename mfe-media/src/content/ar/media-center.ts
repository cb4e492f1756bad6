import type { Translation } from '@bbg/contract';
import type * as en from '../media-center';
import { ARTICLE_PATH } from '../media-story';

export const mediaCards = [
  { id: 1, link: '/media-center-inner1', title: 'الفعاليات والتغطية', desc: 'اللقاءات الداخلية وفعاليات المسؤولية الاجتماعية في مكاتبنا، لحظة بلحظة.', art: 'events' },
  { id: 2, link: '/media-center-inner2', title: 'آخر الأخبار', desc: 'أخبار شركات الطيران وIATA وICAO، وإطلاق المنتجات والتعاون والجوائز.', art: 'media' },
  { id: 3, link: '/media-center-inner3', title: 'العلامات التجارية', desc: 'قصص من علاماتنا التجارية، ومنها كل مكتب جديد نفتتحه.', art: 'corporate' },
  { id: 4, link: '/media-center-inner4', title: 'دليل ونصائح', desc: 'نصائح عملية من خبرائنا للمسافرين والشركات.', art: 'globe' },
  { id: 5, link: '/media-center-inner5', title: 'المواهب والثقافة', desc: 'الأشخاص والفرق وأساليب العمل التي تقف وراء BBG.', art: 'people' },
] as const satisfies Translation<typeof en.mediaCards>;

export const mediaSection = {
  id: 'cards',
  tooltip: 'الإعلام',
  eyebrow: 'المركز الإعلامي',
  title: 'اكتشف قصصنا',
  text: 'خمسة أبواب من الأخبار والقصص من مختلف شركات مجموعة BBG. اختر أحدها وتعمّق فيه.',
} as const satisfies Translation<typeof en.mediaSection>;

export const newsSection = {
  id: 'news',
  tooltip: 'الأخبار',
  eyebrow: 'في الأخبار',
  title: 'جديد BBG',
  text: 'مقالنا المميز، وأبرز العناوين التي تتحدث عنها فرقنا.',
} as const satisfies Translation<typeof en.newsSection>;

/** The article the Read Article button opens. */
export const featuredArticle = {
  tag: 'الأعمال',
  art: 'media',
  title: 'كيف أصبحت BBG مجموعة تضم 1,000 شخص وأكثر من 100 شريك',
  date: '05 ديسمبر 2024',
  dateTime: '2024-12-05',
  summary: 'على مدى أكثر من عشر سنوات، نمت المجموعة من مكتب سفر واحد إلى شركات تعمل في السفر والإلكترونيات والأزياء والتجارة وتقنية المعلومات والخدمات اللوجستية ووكالات المبيعات العامة (GSA).',
  link: ARTICLE_PATH,
  buttonText: 'اقرأ المقال',
} as const satisfies Translation<typeof en.featuredArticle>;

export const latestNews = [
  { id: 'iata-accreditation', title: 'Friends Travel تجدد اعتمادها من IATA في ست أسواق', date: '18 نوفمبر 2024', dateTime: '2024-11-18', summary: 'يتيح التجديد لفرق وكالة المبيعات العامة لدينا مواصلة إصدار التذاكر لشركات الطيران الشريكة في أنحاء أفريقيا.', art: 'travel' },
  { id: 'spj-launch', title: 'SPJ تطلق مجموعتها الجديدة لأجهزة المنزل الذكي', date: '02 أكتوبر 2024', dateTime: '2024-10-02', summary: 'اثنا عشر جهازًا جديدًا تصل إلى شركاء البيع بالتجزئة في أكثر من 20 دولة.', art: 'electronics' },
  { id: 'nairobi-office', title: 'افتتاح مكتب جديد في نيروبي', date: '14 أغسطس 2024', dateTime: '2024-08-14', summary: 'باتت فرقنا في شرق أفريقيا تجتمع تحت سقف واحد في قلب المدينة.', art: 'corporate' },
] as const satisfies Translation<typeof en.latestNews>;

export const awardsSection = {
  id: 'awards',
  tooltip: 'الجوائز',
  eyebrow: 'التقدير',
  title: 'جوائز وتكريمات',
  text: 'التقدير الذي نالته فرقنا من قطاع السفر ومن شركائنا.',
} as const satisfies Translation<typeof en.awardsSection>;

export const awards = [
  { id: 'arabian-travel-awards-2024', year: '2024', title: 'Arabian Travel Awards', body: 'الريادة في السياحة', detail: 'تكريمًا لنمو علاماتنا التجارية في سياحة الترفيه وسفر الشركات على امتداد المنطقة.' },
  { id: 'world-travel-awards-2024', year: '2024', title: 'World Travel Awards', body: 'أفضل برنامج لسفر الشركات', detail: 'تكريم Blueberry Travels عن البرنامج الذي يوفّر على العملاء ما يصل إلى 20% من تكاليف السفر.' },
  { id: 'gsa-excellence-2023', year: '2023', title: 'جوائز شركاء الطيران', body: 'أفضل وكيل مبيعات عام، أفريقيا', detail: 'اختارت شركات الطيران الشريكة Friends Travel & Tourism تقديرًا لنمو مبيعاتها في أنحاء القارة.' },
] as const satisfies Translation<typeof en.awards>;

export const mediaCenterLabels = {
  heroTooltip: 'المركز الإعلامي',
} as const satisfies Translation<typeof en.mediaCenterLabels>;
