import { brandSites, type Translation } from '@bbg/contract';
import type * as en from '../brand-slides';

/** What a brand slider with no slides shows in its place, in Arabic. */
export const SLIDE_NOT_FOUND = 'لا توجد بيانات لهذا المعرّف.' as const satisfies Translation<typeof en.SLIDE_NOT_FOUND>;

/** Each brand page's slider, in Arabic (the brands' names stay in Latin letters). */
export const brandSliders = {
  spj: {
    id: 2,
    heading: 'اكتشف SPJ Electronics',
    label: 'أبرز ما يميّز SPJ Electronics',
    slides: [
      { id: 'spj-intro', subtitle: 'SPJ Electronics', title: 'إلكترونيات', highlight: 'لكل رف', description: ['منذ عام 2016، تورّد SPJ الإلكترونيات الاستهلاكية وملحقاتها إلى شركاء التجزئة في أكثر من 20 دولة.', 'هواتف وأجهزة صوتية وأجهزة للمنزل الذكي، مع ملحقاتها، تصل في موعدها.'], buttons: [{ text: 'زُر SPJ Electronics', image: 'arrow', link: brandSites.spj }], backgroundImage: 'electronics' },
      { id: 'spj-insights', subtitle: 'SPJ Electronics', title: 'رؤى من', highlight: 'قلب السوق', highlightColor: 'sun', description: ['يشاركك مديرو الفئات لدينا ما يُباع اليوم وما هو قادم، وكيف يمكن لتجار التجزئة التخطيط لتشكيلاتهم.'], buttons: [{ text: 'اقرأ مدونة SPJ', image: 'book', link: brandSites.spj }], backgroundImage: 'media' },
      { id: 'spj-offerings', subtitle: 'SPJ Electronics', title: 'عروض', highlight: 'لتجار التجزئة', description: ['علامات عالمية بأسعار تجارية عادلة، ودعم في العرض والترويج، وخدمة ما بعد البيع في كل سوق نخدمها.'], buttons: [{ text: 'استكشف التشكيلة', image: 'box', link: brandSites.spj }], backgroundImage: 'trading' },
    ],
  },
  nextHolidays: {
    id: 4,
    heading: 'اكتشف Next Holidays',
    label: 'أبرز ما يميّز Next Holidays',
    slides: [
      { id: 'next-holidays-intro', subtitle: 'Next Holidays', title: 'عطلات', highlight: 'على مقاسك', highlightColor: 'sun', description: ['سافر مليون عميل مع Next Holidays: عائلات وأزواج ومجموعات.', 'كل باقة يخططها متخصصون يعرفون الوجهة معرفة مباشرة.'], buttons: [{ text: 'خطّط مع Next Holidays', image: 'plane', link: brandSites.nextHolidays }], backgroundImage: 'travel' },
      { id: 'next-holidays-safety', subtitle: 'Next Holidays', title: 'سافر', highlight: 'براحة بال', description: ['فنادق وتنقلات موثوقة، وخيارات للتأمين على السفر، وخط دعم يجيبك ليلًا ونهارًا.'], buttons: [{ text: 'اعرف كيف نحافظ على سلامتك', image: 'shield', link: brandSites.nextHolidays }], backgroundImage: 'globe' },
    ],
  },
  blueberryTravels: {
    id: 5,
    heading: 'اكتشف Blueberry Travels',
    label: 'أبرز ما يميّز Blueberry Travels',
    slides: [
      { id: 'blueberry-travels-intro', subtitle: 'Blueberry Travels', title: 'سفر الشركات،', highlight: 'بكل سهولة', description: ['تثق أكثر من 500 شركة بـ Blueberry Travels في تنظيم رحلاتها، وتوفّر ما يصل إلى 20% من إنفاقها على السفر.', 'فريق واحد يتولى الرحلات الجوية والفنادق والتأشيرات والتعديلات، على مدار الساعة.'], buttons: [{ text: 'زُر Blueberry Travels', image: 'arrow', link: brandSites.blueberryTravel }], backgroundImage: 'travel' },
      { id: 'blueberry-travels-insights', subtitle: 'Blueberry Travels', title: 'رحلات عمل', highlight: 'أذكى', highlightColor: 'mint', description: ['نصائح حول سياسات السفر، واتجاهات الحجز، وتقارير مستمدة من 200,000 حجز سنويًا، تساعد مديري السفر على الإنفاق بحكمة.'], buttons: [{ text: 'اطّلع على رؤانا', image: 'book', link: brandSites.blueberryTravel }], backgroundImage: 'corporate' },
    ],
  },
  friendsTravel: {
    id: 6,
    heading: 'اكتشف Friends Travel & Tourism',
    label: 'أبرز ما يميّز Friends Travel & Tourism',
    slides: [
      { id: 'friends-travel-intro', subtitle: 'Friends Travel & Tourism', title: 'شريك شركة طيرانك', highlight: 'في أفريقيا', description: ['بصفتنا وكيل مبيعات عامًا، نبيع خطوط شركات الطيران ونسوّقها وندعمها في الأسواق التي لا تملك فيها مكاتب خاصة بها.'], buttons: [{ text: 'زُر Friends Travel', image: 'arrow', link: brandSites.friendsTravel }], backgroundImage: 'globe' },
      { id: 'friends-travel-blog', subtitle: 'Friends Travel & Tourism', title: 'أخبار من', highlight: 'عالم الطيران', highlightColor: 'sun', description: ['خطوط جديدة وأسعار وجداول رحلات من شركات الطيران التي نمثّلها، تُنشر أولًا على مدونتنا.'], buttons: [{ text: 'اقرأ المدونة', image: 'book', link: brandSites.friendsTravel }], backgroundImage: 'media' },
      { id: 'friends-travel-visa', subtitle: 'Friends Travel & Tourism', title: 'دعم', highlight: 'التأشيرات والسفر', description: ['يرشد وكلاؤنا المسافرين في إجراءات التأشيرات والوثائق وشروط الدخول قبل سفرهم.'], buttons: [{ text: 'اطلب المساعدة في التأشيرة', image: 'shield', link: brandSites.friendsTravel }], backgroundImage: 'travel' },
    ],
  },
  yashikaFashion: {
    id: 7,
    heading: 'اكتشف Yashika Fashion',
    label: 'أبرز ما يميّز Yashika Fashion',
    slides: [
      { id: 'yashika-fashion-intro', subtitle: 'Yashika Fashion', title: 'أناقة', highlight: 'تسافر معك', description: ['ملابس وإكسسوارات عصرية في متاجر المدن وفي المطار، نختارها لتناسب المدن التي نخدمها.'], buttons: [{ text: 'زُر Yashika Fashion', image: 'arrow', link: brandSites.fashion }], backgroundImage: 'fashion' },
      { id: 'yashika-fashion-insights', subtitle: 'Yashika Fashion', title: 'صيحات من', highlight: 'خبراء الأناقة لدينا', highlightColor: 'sun', description: ['مختارات موسمية، ونصائح في التنسيق، والقصص التي تقف وراء كل مجموعة.'], buttons: [{ text: 'اقرأ نصائح الأناقة', image: 'book', link: brandSites.fashion }], backgroundImage: 'people' },
      { id: 'yashika-fashion-offerings', subtitle: 'Yashika Fashion', title: 'تسوّق', highlight: 'المجموعات', description: ['أسعار معفاة من الضرائب في متجر المطار، وتشكيلات جديدة كل موسم في متاجر المدينة.'], buttons: [{ text: 'تسوّق المجموعات', image: 'bag', link: brandSites.fashion }], backgroundImage: 'fashion' },
    ],
  },
  mgt: {
    id: 8,
    heading: 'اكتشف MGT General Trading',
    label: 'أبرز ما يميّز MGT General Trading',
    slides: [
      { id: 'mgt-intro', subtitle: 'MGT General Trading', title: 'تجارة', highlight: 'بلا حدود', description: ['تتولى MGT توريد البضائع وتداولها وتوزيعها لشركائها في الشرق الأوسط وأفريقيا.'], buttons: [{ text: 'زُر MGT', image: 'arrow', link: brandSites.mgt }], backgroundImage: 'trading' },
      { id: 'mgt-insights', subtitle: 'MGT General Trading', title: 'رؤى', highlight: 'السوق', highlightColor: 'mint', description: ['العرض والأسعار والطلب في أسواقنا، يشرحها من يتاجرون فيها.'], buttons: [{ text: 'اطّلع على رؤانا', image: 'book', link: brandSites.mgt }], backgroundImage: 'corporate' },
      { id: 'mgt-offerings', subtitle: 'MGT General Trading', title: 'من المستودع', highlight: 'إلى باب عميلك', description: ['منتجات استهلاكية ومستلزمات صناعية، ينقلها ذراعنا اللوجستي الخاص.'], buttons: [{ text: 'اكتشف ما نورّده', image: 'box', link: brandSites.mgt }], backgroundImage: 'logistics' },
    ],
  },
} as const satisfies Translation<typeof en.brandSliders>;
