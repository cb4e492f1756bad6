import type { Translation } from '@bbg/contract';
import type * as en from '../banners';

/** The heroes of this remote's pages, in Arabic (entry 16, values and mission, is in `./division-pages`). */
export const banners = {
  spj: { pageName: 'SPJ', id: 2, title: 'SPJ', highlight: 'Electronics', description: 'إلكترونيات استهلاكية وملحقاتها، نوزّعها على شركاء التجزئة في أكثر من 20 دولة منذ عام 2016.', backgroundImage: 'electronics' },
  nextHolidays: { pageName: 'Next Holidays', id: 4, title: 'Next', highlight: 'Holidays', highlightColor: 'sun', description: 'عطلات ترفيهية صُمّمت لمليون عميل، والعدد في ازدياد.', backgroundImage: 'travel' },
  blueberryTravels: { pageName: 'Blueberry Travels', id: 5, title: 'Blueberry', highlight: 'Travels', description: 'إدارة سفر الشركات التي توفّر عليها الوقت وما يصل إلى 20% من تكاليف السفر.', backgroundImage: 'travel' },
  friendsTravel: { pageName: 'Friends Travel', id: 6, title: 'Friends Travel', highlight: '& Tourism', description: 'تمثيل شركات الطيران بصفة وكيل مبيعات عام في أنحاء أفريقيا.', backgroundImage: 'globe' },
  yashikaFashion: { pageName: 'Yashika Fashion', id: 7, title: 'Yashika', highlight: 'Fashion', description: 'أزياء عصرية بالتجزئة، من بوتيكات المدن إلى متاجر المطارات.', backgroundImage: 'fashion' },
  mgt: { pageName: 'MGT', id: 8, title: 'MGT', highlight: 'General Trading', description: 'توريد البضائع وتداولها وتوزيعها عبر ثلاث قارات.', backgroundImage: 'trading' },
  businessOverview: { pageName: 'نظرة عامة على الأعمال', id: 19, title: 'نظرة عامة على', highlight: 'أعمالنا', description: 'السفر والإلكترونيات والأزياء والتجارة العامة وتقنية المعلومات والخدمات اللوجستية ووكالة المبيعات العامة، في مجموعة واحدة.', buttonText: 'استكشف', buttonLink: '#overview', backgroundImage: 'corporate' },
  travel: { pageName: 'السفر', id: 20, title: 'قطاع', highlight: 'السفر', description: 'سفر الشركات والعطلات وإدارة الوجهات في ثلاث قارات.', buttonText: 'استكشف', buttonLink: '#overview', backgroundImage: 'travel' },
  electronics: { pageName: 'الإلكترونيات', id: 21, title: 'قطاع', highlight: 'الإلكترونيات', description: 'توزيع الإلكترونيات الاستهلاكية وملحقاتها عبر SPJ.', buttonText: 'استكشف', buttonLink: '#overview', backgroundImage: 'electronics' },
  fashion: { pageName: 'الأزياء', id: 23, title: 'قطاع', highlight: 'الأزياء', description: 'تقدّم Yashika Fashion الأناقة العصرية في المدن والمطارات.', buttonText: 'استكشف', buttonLink: '#overview', backgroundImage: 'fashion' },
  generalTrading: { pageName: 'التجارة العامة', id: 24, title: 'التجارة', highlight: 'العامة', description: 'تتولى MGT توريد البضائع وتوزيعها لشركائها في أنحاء المنطقة.', buttonText: 'استكشف', buttonLink: '#overview', backgroundImage: 'trading' },
  gsa: { pageName: 'وكالة المبيعات العامة', id: 26, title: 'وكالة', highlight: 'المبيعات العامة', description: 'تمثّل Friends Travel & Tourism شركات الطيران وتنمّي مبيعاتها في أسواق جديدة.', buttonText: 'استكشف', buttonLink: '#detail', backgroundImage: 'globe' },
  dmc: { pageName: 'DMC', id: 27, title: 'إدارة', highlight: 'الوجهات', description: 'الخدمات الأرضية والجولات والفعاليات، تتولاها شركتنا لإدارة الوجهات.', buttonText: 'استكشف', buttonLink: '#overview', backgroundImage: 'travel' },
  it: { pageName: 'تقنية المعلومات', id: 28, title: 'قطاع', highlight: 'تقنية المعلومات', description: 'تطوّر TechBinary وBottom Funnel البرمجيات وحلول التسويق الرقمي للمجموعة وعملائها.', buttonText: 'استكشف', buttonLink: '#detail', backgroundImage: 'it' },
  logistics: { pageName: 'الخدمات اللوجستية', id: 30, title: 'قطاع', highlight: 'الخدمات اللوجستية', description: 'شحن وتوزيع ينقلان البضائع عبر الحدود بكل موثوقية.', buttonText: 'استكشف', buttonLink: '#detail', backgroundImage: 'logistics' },
  /** No page shows it yet. */
  digiHomes: { pageName: 'Digi Homes', id: 3, title: 'Digi', highlight: 'Homes', description: 'منتجات للمنازل الذكية تجعل الحياة اليومية أبسط وأكثر أمانًا.', backgroundImage: 'electronics' },
  /** No page shows it yet. */
  tourism: { pageName: 'السياحة', id: 22, title: 'قطاع', highlight: 'السياحة', description: 'جولات وتجارب تُري المسافرين أجمل ما في كل وجهة.', backgroundImage: 'travel' },
  /** No page shows it yet. */
  onlinePortal: { pageName: 'البوابة الإلكترونية', id: 25, title: 'البوابة', highlight: 'الإلكترونية', description: 'أدوات حجز وأعمال لشركائنا، متاحة عبر الإنترنت على مدار الساعة.', backgroundImage: 'it' },
} as const satisfies Translation<typeof en.banners>;
