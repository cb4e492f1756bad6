import type { Translation } from '@bbg/contract';
import type * as en from '../media-inner-pages';
import { banners } from './banners';

/** /media-center-inner1 to 5 in Arabic: the records the inner page is driven by (`content` stays the route's key). */
export const mediaInnerPages = [
  {
    content: 'events',
    hero: banners.events,
    tooltip: 'الفعاليات',
    categories: [
      {
        id: 'internal-events',
        title: 'الفعاليات الداخلية',
        text: 'لحظات تتشاركها فرقنا: اجتماعات سنوية ومحطات بارزة واحتفالات في مختلف مكاتبنا.',
        stories: [
          { id: 'annual-meeting-dubai', title: 'الاجتماع السنوي يجمع كل المكاتب في دبي', date: '20 يناير 2024', dateTime: '2024-01-20', summary: 'التقت فرق من الشرق الأوسط وأفريقيا وآسيا لاستعراض النتائج والتخطيط للعام المقبل.', art: 'events' },
          { id: 'sales-kickoff', title: 'ملتقى انطلاق المبيعات يرسم أهداف 2024', date: '08 فبراير 2024', dateTime: '2024-02-08', summary: 'يومان من ورش العمل لفرق المبيعات في قطاعَي السفر والتجارة.', art: 'corporate' },
          { id: 'foundation-day-2024', title: 'يوم التأسيس: أحد عشر عامًا من مسيرة BBG', date: '15 مارس 2024', dateTime: '2024-03-15', summary: 'احتفلت جميع المكاتب بذكرى تأسيس المجموعة عام 2013.', art: 'people' },
        ],
      },
      {
        id: 'csr-events',
        title: 'فعاليات المسؤولية الاجتماعية',
        text: 'كيف يردّ فريقنا الجميل للمجتمعات التي نعيش ونعمل فيها.',
        stories: [
          { id: 'tree-planting-nairobi', title: 'زراعة ألف شجرة حول نيروبي', date: '22 أبريل 2024', dateTime: '2024-04-22', summary: 'شارك متطوعون من مكتبنا في كينيا في حملة لإعادة تشجير المدينة بمناسبة يوم الأرض.', art: 'sustainability' },
          { id: 'school-kits-jaipur', title: 'حقائب مدرسية لـ 500 طفل في جايبور', date: '05 يونيو 2024', dateTime: '2024-06-05', summary: 'جهّزت فرقنا في الهند الحقائب ووزّعتها قبل بدء العام الدراسي الجديد.', art: 'people' },
          { id: 'beach-clean-dar', title: 'حملة لتنظيف الشاطئ في دار السلام', date: '16 سبتمبر 2024', dateTime: '2024-09-16', summary: 'نظّف الموظفون وعائلاتهم معًا كيلومترين من الساحل.', art: 'globe' },
        ],
      },
    ],
  },
  {
    content: 'news',
    hero: banners.latestNews,
    tooltip: 'الأخبار',
    categories: [
      {
        id: 'airline',
        title: 'الطيران',
        text: 'أخبار شركات الطيران التي نمثّلها والخطوط التي نبيع رحلاتها.',
        stories: [
          { id: 'new-route-lusaka', title: 'شركة طيران شريكة تطلق رحلة يومية إلى لوساكا', date: '11 مارس 2024', dateTime: '2024-03-11', summary: 'فرق وكالة المبيعات العامة لدينا في زامبيا تبدأ بيع تذاكر الخط الجديد.', art: 'travel' },
          { id: 'codeshare-africa', title: 'اتفاقية رمز مشترك جديدة تربط غرب أفريقيا بشرقها', date: '29 مايو 2024', dateTime: '2024-05-29', summary: 'بات بإمكان المسافرين حجز تذكرة واحدة عبر شبكتين شريكتين.', art: 'globe' },
          { id: 'cargo-capacity', title: 'سعة شحن أكبر لعملائنا في الخدمات اللوجستية', date: '03 يوليو 2024', dateTime: '2024-07-03', summary: 'تزداد سعة عنابر الشحن على رحلات شركائنا بمقدار الثلث هذا الموسم.', art: 'logistics' },
        ],
      },
      {
        id: 'iata',
        title: 'IATA',
        text: 'عملنا مع الاتحاد الدولي للنقل الجوي (IATA).',
        stories: [
          { id: 'iata-renewal', title: 'تجديد اعتماد IATA في ست أسواق', date: '18 نوفمبر 2024', dateTime: '2024-11-18', summary: 'يتيح التجديد لوكالاتنا مواصلة إصدار التذاكر لشركات الطيران الشريكة.', art: 'travel' },
          { id: 'ndc-ready', title: 'وكالاتنا جاهزة لمعيار NDC', date: '12 يونيو 2024', dateTime: '2024-06-12', summary: 'عروض أغنى من شركات الطيران تصل الآن إلى عملائنا في سفر الشركات.', art: 'it' },
          { id: 'iata-training', title: 'أربعون موظفًا يُتمّون تدريب IATA', date: '25 فبراير 2024', dateTime: '2024-02-25', summary: 'دورات في الأسعار وإصدار التذاكر لمستشارينا في أنحاء أفريقيا.', art: 'people' },
        ],
      },
      {
        id: 'icao',
        title: 'ICAO',
        text: 'أخبار السلامة والمعايير من منظمة الطيران المدني الدولي (ICAO).',
        stories: [
          { id: 'icao-symposium', title: 'BBG في ندوة ICAO للطيران', date: '09 أبريل 2024', dateTime: '2024-04-09', summary: 'شارك قادة وكالة المبيعات العامة لدينا في نقاشات حول الربط الجوي في أنحاء أفريقيا.', art: 'events' },
          { id: 'icao-safety', title: 'ما تعنيه معايير السلامة الجديدة للمسافرين', date: '17 يوليو 2024', dateTime: '2024-07-17', summary: 'دليل موجز للتغييرات التي تدخل حيّز التنفيذ هذا العام.', art: 'travel' },
          { id: 'icao-green', title: 'طيران أكثر استدامة: شرح لمخطط ICAO للكربون', date: '30 أكتوبر 2024', dateTime: '2024-10-30', summary: 'كيف تعمل آلية تعويض الانبعاثات، وما الذي تفعله علاماتنا في قطاع السفر حيالها.', art: 'sustainability' },
        ],
      },
      {
        id: 'new-product-launches',
        title: 'إطلاق منتجات جديدة',
        tooltip: 'منتجات جديدة',
        text: 'أحدث المنتجات والخدمات من مختلف شركاتنا.',
        stories: [
          { id: 'spj-smart-home', title: 'SPJ تطلق مجموعتها الجديدة لأجهزة المنزل الذكي', date: '02 أكتوبر 2024', dateTime: '2024-10-02', summary: 'اثنا عشر جهازًا جديدًا تصل إلى شركاء البيع بالتجزئة في أكثر من 20 دولة.', art: 'electronics' },
          { id: 'next-holidays-app', title: 'تطبيق حجز جديد من Next Holidays', date: '21 أغسطس 2024', dateTime: '2024-08-21', summary: 'خطّط لعطلتك واحجزها وأدِرها من مكان واحد.', art: 'it' },
          { id: 'yashika-collection', title: 'Yashika Fashion تكشف عن تشكيلة الأعياد', date: '10 سبتمبر 2024', dateTime: '2024-09-10', summary: 'تصاميم جديدة في المتاجر وفي متجر الأزياء بالمطار.', art: 'fashion' },
        ],
      },
      {
        id: 'collaborations',
        title: 'التعاون/رعاية الفعاليات',
        tooltip: 'التعاون',
        text: 'الشراكات التي نبنيها والفعاليات التي نفخر بدعمها.',
        stories: [
          { id: 'travel-expo-sponsor', title: 'الراعي الرئيسي لمعرض السفر الإقليمي', date: '14 مايو 2024', dateTime: '2024-05-14', summary: 'التقت علاماتنا في قطاع السفر آلاف الزوار على مدى ثلاثة أيام.', art: 'events' },
          { id: 'university-partnership', title: 'شراكة مع جامعة في جايبور', date: '19 يونيو 2024', dateTime: '2024-06-19', summary: 'تدريب عملي في تقنية المعلومات والخدمات اللوجستية لطلاب السنة النهائية.', art: 'people' },
          { id: 'trading-alliance', title: 'MGT تنضم إلى تحالف تجاري إقليمي', date: '27 سبتمبر 2024', dateTime: '2024-09-27', summary: 'توريد مشترك لشركاء التجارة العامة في أنحاء أفريقيا.', art: 'trading' },
        ],
      },
      {
        id: 'awards',
        title: 'الجوائز',
        text: 'التقدير الذي نالته فرقنا من القطاع ومن شركائنا.',
        stories: [
          { id: 'arabian-travel-awards', title: 'تكريم في حفل Arabian Travel Awards', date: '22 أبريل 2024', dateTime: '2024-04-22', summary: 'جائزة الريادة في السياحة، تقديرًا لنمو علاماتنا في قطاع السفر.', art: 'events' },
          { id: 'world-travel-awards', title: 'أفضل برنامج لسفر الشركات', date: '18 أكتوبر 2024', dateTime: '2024-10-18', summary: 'تكريم Blueberry Travels في World Travel Awards 2024.', art: 'travel' },
          { id: 'gsa-of-the-year', title: 'أفضل وكيل مبيعات عام، أفريقيا', date: '06 ديسمبر 2023', dateTime: '2023-12-06', summary: 'شركات الطيران الشريكة تمنح اللقب لـ Friends Travel & Tourism.', art: 'globe' },
        ],
      },
    ],
  },
  {
    content: 'brands',
    hero: banners.brands,
    tooltip: 'العلامات التجارية',
    categories: [
      {
        id: 'office-inaugurations',
        title: 'افتتاح المكاتب',
        tooltip: 'المكاتب',
        text: 'كل مكتب جديد يقرّب علاماتنا التجارية من العملاء والشركاء الذين تخدمهم.',
        stories: [
          { id: 'nairobi-office', title: 'افتتاح مكتب جديد في نيروبي', date: '14 أغسطس 2024', dateTime: '2024-08-14', summary: 'باتت فرقنا في شرق أفريقيا تجتمع تحت سقف واحد في قلب المدينة.', art: 'corporate' },
          { id: 'gurugram-office', title: 'افتتاح مكتب غوروغرام', date: '03 مايو 2024', dateTime: '2024-05-03', summary: 'مقر لفرق تقنية المعلومات والتسويق الإلكتروني لدينا في الهند.', art: 'it' },
          { id: 'douala-office', title: 'دوالا ترحّب بـ BBG', date: '18 يناير 2024', dateTime: '2024-01-18', summary: 'أول مكاتبنا في الكاميرون يفتح أبوابه لشركاء وكالة المبيعات العامة.', art: 'globe' },
        ],
      },
    ],
  },
  {
    content: 'guides',
    hero: banners.guides,
    tooltip: 'الأدلة',
    categories: [
      {
        id: 'guide-and-tips',
        title: 'دليل ونصائح',
        text: 'نصائح عملية من خبرائنا في السفر والتجارة والخدمات اللوجستية.',
        stories: [
          { id: 'visa-checklist', title: 'قائمة تحقق من التأشيرات لسفر الأعمال في أفريقيا', date: '12 مارس 2024', dateTime: '2024-03-12', summary: 'ما الذي يجب تجهيزه، ومتى تبدأ، للسفر إلى الأسواق التي نخدمها.', art: 'travel' },
          { id: 'corporate-savings', title: 'خمس طرق لخفض تكاليف سفر الشركات', date: '24 يوليو 2024', dateTime: '2024-07-24', summary: 'كيف يوفّر عملاؤنا ما يصل إلى 20% دون التنازل عن الراحة.', art: 'corporate' },
          { id: 'shipping-documents', title: 'شحن البضائع عبر الحدود: المستندات التي تحتاج إليها', date: '09 نوفمبر 2024', dateTime: '2024-11-09', summary: 'دليل بلغة واضحة من فريق الخدمات اللوجستية لدينا.', art: 'logistics' },
        ],
      },
    ],
  },
  {
    content: 'talent',
    hero: banners.talent,
    tooltip: 'المواهب',
    categories: [
      {
        id: 'human-resources',
        title: 'الموارد البشرية',
        tooltip: 'الموارد البشرية',
        text: 'كيف نستقطب موظفينا وننمّي قدراتهم ونرعاهم.',
        stories: [
          { id: 'graduate-programme', title: 'أول برنامج لدينا للخريجين', date: '15 يناير 2024', dateTime: '2024-01-15', summary: 'عشرون خريجًا يتنقلون بين ثلاث من شركاتنا خلال عام واحد.', art: 'people' },
          { id: 'wellbeing-week', title: 'أسبوع للصحة والعافية', date: '13 مايو 2024', dateTime: '2024-05-13', summary: 'محاضرات ورياضة وأوقات للاسترخاء في كل مكاتبنا.', art: 'sustainability' },
          { id: 'mentoring', title: 'الإرشاد المهني في أنحاء المجموعة', date: '02 سبتمبر 2024', dateTime: '2024-09-02', summary: 'كبار القادة يرافقون المديرين الجدد لمدة ستة أشهر.', art: 'corporate' },
        ],
      },
      {
        id: 'planning-and-strategies',
        title: 'التخطيط والاستراتيجيات',
        tooltip: 'الاستراتيجية',
        text: 'الرؤية التي ترسم وجهة المجموعة المقبلة.',
        stories: [
          { id: 'five-year-plan', title: 'خطتنا للسنوات الخمس المقبلة', date: '29 يناير 2024', dateTime: '2024-01-29', summary: 'أسواق جديدة، وعلامات تجارية أقوى، ومنصة واحدة مشتركة.', art: 'globe' },
          { id: 'okrs', title: 'كيف نضع أهدافنا معًا', date: '18 أبريل 2024', dateTime: '2024-04-18', summary: 'أهداف ربع سنوية تتشاركها جميع شركاتنا.', art: 'corporate' },
          { id: 'market-entry', title: 'دخول سوق جديدة خطوة بخطوة', date: '07 أكتوبر 2024', dateTime: '2024-10-07', summary: 'دروس من انطلاقنا في أكثر من 20 دولة.', art: 'trading' },
        ],
      },
      {
        id: 'information-technology',
        title: 'تقنية المعلومات',
        tooltip: 'التقنية',
        text: 'المهندسون الذين يبنون الأدوات التي تعتمد عليها شركاتنا.',
        stories: [
          { id: 'booking-platform', title: 'منصة حجز واحدة لكل علامات السفر', date: '26 فبراير 2024', dateTime: '2024-02-26', summary: 'كيف دمج فريق تقنية المعلومات أربعة أنظمة في نظام واحد.', art: 'it' },
          { id: 'security-training', title: 'تدريب على أمن المعلومات لكل موظف', date: '11 يونيو 2024', dateTime: '2024-06-11', summary: 'كشف رسائل التصيّد الاحتيالي والحفاظ على أمان بيانات العملاء.', art: 'it' },
          { id: 'hackathon', title: 'أول هاكاثون على مستوى المجموعة', date: '20 نوفمبر 2024', dateTime: '2024-11-20', summary: 'ثمانٍ وأربعون ساعة، واثنا عشر فريقًا، وثلاث أفكار دخلت مرحلة التشغيل.', art: 'events' },
        ],
      },
      {
        id: 'accounting-and-finance',
        title: 'المحاسبة والمالية',
        tooltip: 'المالية',
        text: 'الفريق الذي يحافظ على وضوح أرقام المجموعة وسلامة نموها.',
        stories: [
          { id: 'shared-services', title: 'مركز مالي مشترك في جايبور', date: '04 مارس 2024', dateTime: '2024-03-04', summary: 'فريق واحد يتولى الآن إقفال الحسابات لجميع الشركات.', art: 'corporate' },
          { id: 'faster-payments', title: 'سداد أسرع لمستحقات الشركاء', date: '15 يوليو 2024', dateTime: '2024-07-15', summary: 'باتت مدفوعات الموردين تُصرف خلال أيام لا أسابيع.', art: 'trading' },
          { id: 'finance-careers', title: 'مسيرات مهنية في المالية لدى BBG', date: '23 أكتوبر 2024', dateTime: '2024-10-23', summary: 'ثلاثة من محاسبينا يروون كيف نمَوا مع المجموعة.', art: 'people' },
        ],
      },
      {
        id: 'online-marketing',
        title: 'التسويق الإلكتروني',
        tooltip: 'التسويق',
        text: 'كيف تصل علاماتنا التجارية إلى العملاء عبر الإنترنت.',
        stories: [
          { id: 'social-growth', title: 'عام من النمو على وسائل التواصل الاجتماعي', date: '08 يناير 2024', dateTime: '2024-01-08', summary: 'تصل علاماتنا التجارية معًا الآن إلى أكثر من 100 ألف متابع.', art: 'media' },
          { id: 'campaign-holidays', title: 'كواليس الحملة الصيفية لـ Next Holidays', date: '10 يونيو 2024', dateTime: '2024-06-10', summary: 'من المسودة الأولى إلى مليون مشاهدة.', art: 'travel' },
          { id: 'seo-guide', title: 'ما تعلّمه فريق تحسين محركات البحث هذا العام', date: '12 ديسمبر 2024', dateTime: '2024-12-12', summary: 'عادات البحث لدى المسافرين في ثلاث قارات.', art: 'it' },
        ],
      },
      {
        id: 'sales-and-operations',
        title: 'المبيعات والعمليات',
        tooltip: 'المبيعات',
        text: 'الفرق التي تخدم عملاءنا وشركاءنا كل يوم.',
        stories: [
          { id: 'record-quarter', title: 'ربع سنوي قياسي لفرق وكالة المبيعات العامة', date: '10 أبريل 2024', dateTime: '2024-04-10', summary: 'ارتفاع مبيعات تذاكر شركات الطيران الشريكة في أنحاء أفريقيا.', art: 'globe' },
          { id: 'operations-hub', title: 'مكتب عمليات على مدار 24 ساعة', date: '19 أغسطس 2024', dateTime: '2024-08-19', summary: 'يتحدث المسافرون إلى موظف حقيقي في أي ساعة.', art: 'travel' },
          { id: 'sales-academy', title: 'افتتاح أكاديمية BBG للمبيعات', date: '28 نوفمبر 2024', dateTime: '2024-11-28', summary: 'تدريب لموظفي المبيعات الجدد في كل شركات المجموعة.', art: 'people' },
        ],
      },
    ],
  },
] as const satisfies Translation<typeof en.mediaInnerPages>;

export const mediaInnerLabels = {
  notFound: 'لا توجد بيانات لهذا المعرّف.',
} as const satisfies Translation<typeof en.mediaInnerLabels>;
