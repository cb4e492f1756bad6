import { brandSites, type Translation } from '@bbg/contract';
import type * as en from '../information-pages';

/** Information page 17 (fashion) shows it under its paragraphs. */
const airportStore = {
  title: 'متجرنا للأزياء في المطار',
  description: 'يقتني المسافرون أحدث إطلالات الموسم بين رحلاتهم في متجر Yashika Fashion بمبنى المطار: مجموعات منتقاة بعناية، وأسعار معفاة من الضرائب، وفريق يدرك ضيق وقتك.',
} as const;

/** The overview and detail sections of this remote's pages, in Arabic (the brands' names and wordmarks stay in Latin letters). */
export const informationPages = {
  spj: { pageName: 'SPJ', id: 2, title: 'SPJ Electronics', logo: 'SPJ', link: brandSites.spj, description: ['تأسست SPJ عام 2016، وتوزّع الإلكترونيات الاستهلاكية وملحقاتها على شركاء التجزئة في أكثر من 20 دولة.', 'التوريد الموثوق والأسعار العادلة ودعم ما بعد البيع جعلت من SPJ اسمًا يثق به تجار التجزئة في أفريقيا والشرق الأوسط.'] },
  nextHolidays: { pageName: 'Next Holidays', id: 4, title: 'Next Holidays', logo: 'Next Holidays', link: brandSites.nextHolidays, description: ['تصمّم Next Holidays رحلات ترفيهية للعائلات والأزواج والمجموعات، وقد استقبلت مليون عميل.', 'كل باقة يعدّها متخصصون في السفر يعرفون الوجهات معرفة مباشرة.'] },
  blueberryTravels: { pageName: 'Blueberry Travels', id: 5, title: 'Blueberry Travels', logo: 'Blueberry Travel', link: brandSites.blueberryTravel, description: ['تدير Blueberry Travels سفر الأعمال لأكثر من 500 شركة، بوفورات تصل إلى 20% من إنفاقها على السفر.', 'بفضل الدعم على مدار الساعة و200,000 حجز سنويًا، يبقى مسافرو الأعمال في تنقّل دائم.'] },
  friendsTravel: { pageName: 'Friends Travel', id: 6, title: 'Friends Travel & Tourism', logo: 'Friends Travel', link: brandSites.friendsTravel, description: ['Friends Travel & Tourism هي وكالة المبيعات العامة التابعة للمجموعة، وتمثّل شركات الطيران في الأسواق التي لا تملك فيها مكاتب خاصة بها.', 'نبيع خطوطها ونسوّقها وندعمها كما لو كانت خطوطنا.'] },
  yashikaFashion: { pageName: 'Yashika Fashion', id: 7, title: 'Yashika Fashion', logo: 'Yashika Fashion', link: brandSites.fashion, description: ['تقدّم Yashika Fashion الملابس والإكسسوارات العصرية في متاجر المدن والمطارات.', 'تتجدد المجموعات مع كل موسم، ونختارها لتناسب المدن التي نخدمها.'] },
  mgt: { pageName: 'MGT', id: 8, title: 'MGT General Trading', logo: 'MGT', link: brandSites.mgt, description: ['تتولى MGT توريد البضائع وتداولها وتوزيعها لشركائها في أنحاء المنطقة، من المنتجات الاستهلاكية إلى المستلزمات الصناعية.', 'وينقل ذراعها اللوجستي هذه البضائع عبر الحدود بكل موثوقية.'] },
  dmc: { pageName: 'DMC', id: 13, title: 'إدارة الوجهات', description: ['ترعى شركتنا لإدارة الوجهات المجموعات ورحلات الحوافز والفعاليات على أرض الواقع: التنقلات والفنادق والجولات وأماكن الفعاليات.', 'وتحرص فرقنا المحلية على إتقان كل تفصيل.'] },
  travel: { pageName: 'السفر', id: 14, title: 'السفر في BBG', description: ['من السفر كانت بداية BBG: سفر الشركات، وعطلات الترفيه، وإدارة الوجهات، وتمثيل شركات الطيران.', 'وتخدم علاماتنا في قطاع السفر معًا مليون عميل وأكثر من 500 شركة.'] },
  electronics: { pageName: 'الإلكترونيات', id: 15, title: 'الإلكترونيات في BBG', description: ['من خلال SPJ، توزّع BBG الإلكترونيات الاستهلاكية وملحقاتها على تجار التجزئة في أكثر من 20 دولة.', 'نجمع بين العلامات العالمية والمعرفة المحلية بكل سوق.'] },
  fashion: { pageName: 'الأزياء', id: 17, title: 'الأزياء في BBG', logo: 'Yashika Fashion', link: brandSites.fashion, store: airportStore, description: ['Yashika Fashion هي علامة المجموعة في تجارة الأزياء بالتجزئة، ولها متاجر في المدن والمطارات.', 'يختار مشترونا المجموعات بما يناسب مناخ كل سوق وثقافتها وذوقها.'] },
  generalTrading: { pageName: 'التجارة العامة', id: 18, title: 'التجارة العامة في BBG', description: ['تتولى MGT توريد البضائع وتوزيعها في الشرق الأوسط وأفريقيا.', 'ويعتمد علينا شركاؤنا في التوريد الموثوق والأسعار الشفافة والتسليم السريع.'] },
  gsa: { pageName: 'وكالة المبيعات العامة', id: 20, title: 'وكالة المبيعات العامة', description: ['بصفتها وكيل مبيعات عامًا، تمثّل Friends Travel & Tourism شركات الطيران في الأسواق الجديدة: المبيعات والتسويق والحجوزات وإصدار التذاكر.', 'فتنمّي شركات الطيران خطوطها دون أن تفتح مكاتب خاصة بها.'] },
  businessOverview: { pageName: 'نظرة عامة على الأعمال', id: 23, title: 'أعمالنا', description: ['سبعة قطاعات أعمال ومجموعة واحدة: السفر والإلكترونيات والأزياء والتجارة العامة وتقنية المعلومات والخدمات اللوجستية ووكالة المبيعات العامة.', 'كل قطاع قائم بذاته، ويزداد قوة بالعمل مع القطاعات الأخرى.'] },
  logistics: { pageName: 'الخدمات اللوجستية', id: 25, title: 'الخدمات اللوجستية في BBG', description: ['شحن وتخزين وتوزيع ينقل البضائع عبر الحدود بكل موثوقية.', 'تخدم فرقنا اللوجستية شركات التجارة في المجموعة والعملاء من خارجها على حد سواء.'] },
  it: { pageName: 'تقنية المعلومات', id: 26, title: 'تقنية المعلومات في BBG', description: ['تطوّر TechBinary البرمجيات والمنصات، وتدير Bottom Funnel حملات تسويق رقمي تحوّل الزوار إلى عملاء.', 'وتخدم الشركتان علامات المجموعة والعملاء من خارجها.'] },
  /** No page shows it yet. */
  eCommerce: { pageName: 'التجارة الإلكترونية', id: 10, title: 'التجارة الإلكترونية', description: ['تتيح قنواتنا الإلكترونية للعملاء الحجز والشراء والدفع أينما كانوا.', 'والفرق نفسها التي تدير متاجرنا ووكالاتنا ترعى عملاءنا عبر الإنترنت.'] },
  /** No page shows it yet. */
  tourism: { pageName: 'السياحة', id: 16, title: 'السياحة', description: ['جولات ورحلات وتجارب تُري الزوار أجمل ما في كل وجهة.', 'نعمل مع مرشدين وموردين محليين لتعود السياحة بالنفع على الأماكن التي نزورها.'] },
  /** No page shows it yet. */
  onlinePortal: { pageName: 'البوابة الإلكترونية', id: 19, title: 'البوابة الإلكترونية', description: ['تجمع بوابة الشركاء لدينا الحجوزات والفواتير والتقارير في مكان واحد.', 'وتستخدمها وكالات السفر والشركات على مدار الساعة.'] },
} as const satisfies Translation<typeof en.informationPages>;
