import type { Translation } from '@bbg/contract';
import type * as en from '../banners';

/** The heroes of this remote's pages, in Arabic. */
export const banners = {
  newsArticle: { pageName: 'تفاصيل الخبر', id: 29, title: 'BBG في', highlight: 'الأخبار', description: 'كيف نمت المجموعة لتخدم عملاءها في الشرق الأوسط وأفريقيا وآسيا.', backgroundImage: 'media' },
  mediaCenter: { pageName: 'المركز الإعلامي', id: 31, title: 'المركز', highlight: 'الإعلامي', description: 'أخبار وفعاليات وقصص علاماتنا التجارية وأدلة، ونافذة على الحياة في BBG.', buttonText: 'استكشف', buttonLink: '#cards', backgroundImage: 'media' },
  events: { pageName: 'الفعاليات والتغطية', id: 32, title: 'الفعاليات', highlight: 'والتغطية', description: 'الفعاليات الداخلية وأنشطة المسؤولية الاجتماعية في أنحاء المجموعة.', backgroundImage: 'events' },
  latestNews: { pageName: 'آخر الأخبار', id: 33, title: 'آخر', highlight: 'الأخبار', highlightColor: 'accent', description: 'أخبار شركات الطيران وIATA وICAO، وإطلاق المنتجات والتعاون والجوائز.', backgroundImage: 'media' },
  brands: { pageName: 'العلامات التجارية', id: 34, title: 'علاماتنا', highlight: 'التجارية', description: 'قصص من علاماتنا التجارية، ومنها افتتاح مكاتب جديدة.', backgroundImage: 'corporate' },
  guides: { pageName: 'أدلة ونصائح', id: 35, title: 'أدلة', highlight: 'ونصائح', description: 'نصائح عملية من خبرائنا للمسافرين والشركات.', backgroundImage: 'globe' },
  talent: { pageName: 'المواهب والثقافة', id: 36, title: 'المواهب', highlight: 'والثقافة', description: 'الأشخاص والفرق وأساليب العمل التي تقف وراء BBG.', backgroundImage: 'people' },
  foundationDay: { pageName: 'يوم التأسيس', id: 37, title: 'يوم', highlight: 'التأسيس', highlightColor: 'sun', description: 'نحتفل مع جميع مكاتبنا بتأسيس المجموعة عام 2013.', backgroundImage: 'events' },
  /** No page shows it yet. */
  newsAndEvents: { pageName: 'الأخبار والفعاليات', id: 1, title: 'الأخبار', highlight: 'والفعاليات', description: 'آخر المستجدات في مجموعة BBG: منتجات جديدة وجوائز وشراكات وقصص من فريقنا.', buttonText: 'اقرأ الجديد', buttonLink: '/media-center', backgroundImage: 'media' },
} as const satisfies Translation<typeof en.banners>;
