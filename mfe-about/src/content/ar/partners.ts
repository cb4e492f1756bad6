import type { Translation } from '@bbg/contract';
import type * as en from '../partners';

export const partnersLabels = {
  scrollDown: 'انتقل إلى القسم التالي',
  byline: '{role}، {company}',
} as const satisfies Translation<typeof en.partnersLabels>;

/** The five sections and their dot tooltips, in order (Partners, Why, Who, Stories, How). */
export const partnersSections = [
  { id: 'partners', tooltip: 'الشركاء' },
  { id: 'why', tooltip: 'لماذا BBG' },
  { id: 'who', tooltip: 'مع من نعمل' },
  { id: 'stories', tooltip: 'قصص النجاح' },
  { id: 'how', tooltip: 'كيف تنضم' },
] as const satisfies Translation<typeof en.partnersSections>;

/** This page's own figures, as in English. */
export const partnersHero = {
  eyebrow: 'الشركاء',
  title: 'انطلق أبعد مع',
  highlight: 'BBG',
  description:
    'على مدى أكثر من 10 سنوات، نمت معنا وكالات سفر ومنظمو رحلات ومورّدون في الشرق الأوسط وأفريقيا وآسيا. انضم إلى شبكة تحظى بثقة أكثر من 500 شركة.',
  buttonText: 'استكشف الآن',
  stats: [
    { id: 'years', value: '10+', label: 'سنوات من الشراكة' },
    { id: 'businesses', value: '500+', label: 'شركات شريكة' },
  ],
} as const satisfies Translation<typeof en.partnersHero>;

export const whyIntro = {
  eyebrow: 'لماذا الشراكة معنا',
  title: 'شريك',
  highlight: 'يأخذك أبعد',
  description: 'نضع في كل شراكة انتشارنا وتقنياتنا وخدمتنا الحائزة على جوائز، لتبيع أعمالك أكثر وتنفق أقل.',
} as const satisfies Translation<typeof en.whyIntro>;

export const benefits = [
  {
    id: 'savings',
    title: 'توفير يصل إلى 20% في السفر',
    text: 'أسعار الشركات والمجموعات التي نتفاوض عليها مع شركات الطيران والفنادق تمنح عملاءك توفيرًا يصل إلى 20% في نفقات السفر.',
  },
  {
    id: 'reach',
    title: 'انتشار في ثلاث قارات',
    text: 'بِع عبر فروعنا وعلاماتنا التجارية في الشرق الأوسط وأفريقيا وآسيا باتفاقية واحدة.',
  },
  {
    id: 'technology',
    title: 'تقنيات تعمل لصالحك',
    text: 'تندمج منصات الحجز وواجهات برمجة التطبيقات (API) وأدوات التقارير لدينا في طريقة عملك الحالية.',
  },
  {
    id: 'support',
    title: 'دعم مخصص للشركاء',
    text: 'مدير حساب مخصص لك ومكتب عمليات يعمل على مدار الساعة طوال أيام الأسبوع يقفان وراء كل حجز.',
  },
] as const satisfies Translation<typeof en.benefits>;

const achievementsLabel = 'إنجازاتنا';

/** Award names stay as the awards write them. */
export const achievements = [
  {
    id: 'arabian-travel-awards-2024',
    title: 'تكريمنا في Arabian Travel Awards 2024',
    text: 'تقديرًا لريادتنا في سفر الشركات والترفيه في أنحاء المنطقة.',
  },
  {
    id: 'world-travel-awards-2024',
    title: 'تألّقنا في World Travel Awards 2024',
    text: 'صُنّفنا ضمن أبرز شركات إدارة السفر بفضل خدمتنا وانتشارنا.',
  },
] as const satisfies Translation<typeof en.achievements>;

export const whoIntro = {
  eyebrow: 'مع من نعمل',
  title: 'مورّدون وشركاء',
  highlight: 'نثق بهم',
  description:
    'تعمل وكالات السفر ومنظمو الرحلات وشركات الطيران والفنادق ومزوّدو التكنولوجيا مع BBG كل يوم. ويساعدنا هؤلاء المورّدون على الوفاء بالتزاماتنا تجاه عملائنا.',
} as const satisfies Translation<typeof en.whoIntro>;

export const partnerTypes = [
  { id: 'agencies', label: 'وكالات السفر' },
  { id: 'operators', label: 'منظمو الرحلات' },
  { id: 'airlines', label: 'شركات الطيران' },
  { id: 'hotels', label: 'الفنادق والمنتجعات' },
  { id: 'technology', label: 'مزوّدو التكنولوجيا' },
  { id: 'distributors', label: 'الموزّعون' },
] as const satisfies Translation<typeof en.partnerTypes>;

export const storiesIntro = {
  eyebrow: 'قصص الشركاء',
  title: 'نجاح',
  highlight: 'نتشاركه',
  description: 'ينمو شركاؤنا مع علاماتنا التجارية. إليك ما يقوله بعضهم، وما بنيناه معًا.',
} as const satisfies Translation<typeof en.storiesIntro>;

const testimonialsLabel = 'ماذا يقول شركاؤنا';

// People's and companies' names stay as written in English; their titles are in Arabic.
export const testimonials = [
  {
    id: 'nile-horizon',
    quote: 'فتح لنا العمل مع BBG أسواقًا في شرق أفريقيا ما كنا لنصل إليها وحدنا. فريقهم يرد خلال دقائق، ليلًا ونهارًا.',
    role: 'المديرة العامة',
  },
  {
    id: 'baobab-journeys',
    quote: 'خفّضت أسعار المجموعات ومنصة الحجز تكاليفنا منذ الربع الأول. إنها أكثر شراكاتنا موثوقية.',
    role: 'رئيس العمليات',
  },
  {
    id: 'gulf-pearl',
    quote: 'منذ الاتصال الأول، عاملت BBG وكالتنا كأنها فرد من العائلة. ولاحظ عملاؤنا من الشركات الفرق.',
    role: 'المؤسس',
  },
  {
    id: 'monsoon-trails',
    quote: 'انتشارهم في آسيا وأفريقيا يتيح لنا تقديم برامج رحلات لا يستطيع منافسونا تقديمها. ونموّنا ثابت عامًا بعد عام.',
    role: 'الرئيسة التنفيذية',
  },
] as const satisfies Translation<typeof en.testimonials>;

export const successStories = [
  {
    id: 'next-holidays',
    text: 'باقات عطلات بيعت مع شركائنا في أنحاء المنطقة.',
    stats: [
      { id: 'bookings', value: '200,000', label: 'حجوزات' },
      { id: 'customers', value: '1 مليون', label: 'عملاء' },
    ],
  },
  {
    id: 'spj',
    text: 'توزيع للإلكترونيات بُني مع الشركاء سوقًا بعد سوق.',
    stats: [
      { id: 'founded', value: '2016', label: 'سنة التأسيس' },
      { id: 'countries', value: '20+', label: 'دول' },
    ],
  },
] as const satisfies Translation<typeof en.successStories>;

export const howIntro = {
  eyebrow: 'كيف تنضم',
  title: 'كن',
  highlight: 'شريكًا لـ BBG',
  description: 'ثلاث خطوات تفصل أول تواصل بيننا عن أول حجز نُتمّه معًا.',
} as const satisfies Translation<typeof en.howIntro>;

export const joinSteps = [
  { id: 'enquire', title: 'أرسل طلبك', text: 'حدّثنا عن أعمالك عبر نموذج الشراكة، فالأمر لا يستغرق سوى دقيقتين.' },
  { id: 'meet', title: 'تعرّف على فريقنا', text: 'يتصل بك مدير شراكات ليتعرّف على أهدافك وأسواقك.' },
  { id: 'launch', title: 'ابدأ النمو', text: 'احصل على أسعارك وأدواتك والدعم اللازم، وأتمّ أول حجز لك معنا.' },
] as const satisfies Translation<typeof en.joinSteps>;

export const joinCta = {
  title: 'هل أنت مستعد للنمو معنا؟',
  buttonText: 'انضم إلينا',
  modalTitle: 'كن شريكًا لـ BBG',
  loading: 'جارٍ تحميل النموذج…',
} as const satisfies Translation<typeof en.joinCta>;

export const newsletter = {
  title: 'ابقَ على اطلاع',
  text: 'أخبار الشركاء والوجهات والعروض الجديدة، مرة واحدة في الشهر.',
  label: 'اشترك في نشرتنا الإخبارية',
} as const satisfies Translation<typeof en.newsletter>;

/** Supplier logos: the English figures, with the slider's name in Arabic. */
export const supplierSliderConfig = {
  label: 'مورّدونا',
  slidesPerView: 2,
  breakpoints: { 360: 2.5, 430: 4 },
  autoplayMs: 2000,
  speedMs: 2000,
  loop: true,
  linear: true,
  spaceBetween: 16,
} as const satisfies Translation<typeof en.supplierSliderConfig>;

export const testimonialsConfig = {
  label: testimonialsLabel,
  slidesPerView: 1,
  breakpoints: { 900: 2 },
  autoplayMs: 6000,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies Translation<typeof en.testimonialsConfig>;

export const achievementsConfig = {
  label: achievementsLabel,
  slidesPerView: 1,
  breakpoints: { 720: 2, 1100: 1 },
  autoplayMs: 6000,
  arrows: true,
  dots: true,
} as const satisfies Translation<typeof en.achievementsConfig>;
