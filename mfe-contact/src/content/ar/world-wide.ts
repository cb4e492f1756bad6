import type { Translation } from '@bbg/contract';
import type * as en from '../world-wide';

/** Copy and data of /world-wide, in Arabic. Ids, section ids, scene topics (`image`, `art`) and stat values stay as in English. */

/** Scroll-snapping sections and their dot tooltips, in order. */
export const worldWideSections = [
  { id: 'worldwide', tooltip: 'حول العالم' },
  { id: 'overview', tooltip: 'نظرة عامة' },
  { id: 'presence', tooltip: 'حضورنا' },
] as const satisfies Translation<typeof en.worldWideSections>;

/** The overview is information page 1. */
export const worldWideOverview = { pageName: 'حول العالم', id: 1, title: 'BBG حول العالم', description: ['منذ افتتاح مكتبها الأول عام 2013، نمت BBG لتصبح مجموعة تضم أكثر من 50 فرعًا في أكثر من 20 دولة في الشرق الأوسط وأفريقيا وآسيا.', 'يُقرّب كل مكتب من مكاتبنا أعمالنا في السفر والتجارة والتكنولوجيا من العملاء والشركاء الذين يعتمدون عليها.'] } as const satisfies Translation<typeof en.worldWideOverview>;

export const worldWideBanner = {
  title: 'مجموعة',
  highlight: 'رائدة عالميًا',
  subtitle: 'BBG في الشرق الأوسط وأفريقيا وآسيا',
  image: 'globe',
  nextLabel: 'انتقل إلى النظرة العامة',
  stats: [
    { id: 'years', value: '10+', label: 'سنوات' },
    { id: 'branches', value: '50+', label: 'فروع' },
    { id: 'countries', value: '20+', label: 'دول' },
  ],
} as const satisfies Translation<typeof en.worldWideBanner>;

/** `{country}` is replaced by the next card's country name: keep it as is. */
export const presenceCopy = {
  sectionId: 'presence-countries',
  eyebrow: 'حضورنا',
  title: 'أين تجدنا',
  intro: 'من مكتبينا في دبي وجايبور إلى فرقنا المنتشرة في أرجاء القارة الأفريقية، تخدم BBG المسافرين والشركاء والشركات حيثما كانوا.',
  nextLabel: 'التالي: {country}',
} as const satisfies Translation<typeof en.presenceCopy>;

export const presenceCountries = [
  { id: 'india', name: 'الهند', region: 'آسيا', art: 'it', summary: 'من مكاتبنا في جايبور وغوروغرام وسورات تعمل فرقنا في السفر وتقنية المعلومات والتجارة.' },
  { id: 'uae', name: 'الإمارات', region: 'الشرق الأوسط', art: 'corporate', summary: 'يربط مكتبنا في دبي أعمال المجموعة عبر ثلاث قارات.' },
  { id: 'uganda', name: 'أوغندا', region: 'أفريقيا', art: 'trading', summary: 'خدمات السفر والتجارة لشركائنا في كمبالا وما حولها.' },
  { id: 'kenya', name: 'كينيا', region: 'أفريقيا', art: 'logistics', summary: 'مركز للسفر ووكالة المبيعات العامة (GSA) والخدمات اللوجستية في شرق أفريقيا.' },
  { id: 'zimbabwe', name: 'زيمبابوي', region: 'أفريقيا', art: 'travel', summary: 'رحلات العمل والترفيه للشركات والعائلات.' },
  { id: 'togo', name: 'توغو', region: 'أفريقيا', art: 'trading', summary: 'في خدمة المسافرين والشركاء التجاريين على ساحل غرب أفريقيا.' },
  { id: 'tanzania', name: 'تنزانيا', region: 'أفريقيا', art: 'travel', summary: 'السفر والتجارة للشركات، من الساحل حتى البحيرات العظمى.' },
  { id: 'south-africa', name: 'جنوب أفريقيا', region: 'أفريقيا', art: 'corporate', summary: 'شراكات تمتد عبر أحد أكبر اقتصادات القارة.' },
  { id: 'senegal', name: 'السنغال', region: 'أفريقيا', art: 'globe', summary: 'بوابة إلى غرب أفريقيا الناطق بالفرنسية.' },
  { id: 'namibia', name: 'ناميبيا', region: 'أفريقيا', art: 'logistics', summary: 'يخدم مكتبانا في ويندهوك ووالفيس باي عملاء السفر والخدمات اللوجستية.' },
  { id: 'mozambique', name: 'موزمبيق', region: 'أفريقيا', art: 'logistics', summary: 'السفر والخدمات اللوجستية على امتداد ساحل المحيط الهندي.' },
  { id: 'malawi', name: 'ملاوي', region: 'أفريقيا', art: 'people', summary: 'يخدم مكتبانا في ليلونغوي وبلانتاير مسافري الشركات.' },
  { id: 'madagascar', name: 'مدغشقر', region: 'أفريقيا', art: 'travel', summary: 'خدمات السفر لشركات الجزيرة وزوّارها.' },
  { id: 'ivory-coast', name: 'ساحل العاج', region: 'أفريقيا', art: 'globe', summary: 'خدمات السفر ووكالة المبيعات العامة (GSA) لشركات الطيران والوكلاء في غرب أفريقيا.' },
  { id: 'ghana', name: 'غانا', region: 'أفريقيا', art: 'corporate', summary: 'سفر الأعمال للشركات في أنحاء غرب أفريقيا.' },
  { id: 'gabon', name: 'الغابون', region: 'أفريقيا', art: 'sustainability', summary: 'خدمات السفر لشركائنا في وسط أفريقيا.' },
  { id: 'congo', name: 'الكونغو', region: 'أفريقيا', art: 'trading', summary: 'السفر والتجارة في حوض الكونغو، انطلاقًا من مكتبنا في برازافيل.' },
  { id: 'djibouti', name: 'جيبوتي', region: 'أفريقيا', art: 'logistics', summary: 'حلقة وصل استراتيجية بين أفريقيا والشرق الأوسط.' },
  { id: 'car', name: 'أفريقيا الوسطى', region: 'أفريقيا', art: 'people', summary: 'خدمات السفر في جمهورية أفريقيا الوسطى.' },
  { id: 'cameroon', name: 'الكاميرون', region: 'أفريقيا', art: 'trading', summary: 'يخدم مكتبانا في دوالا وياوندي عملاء السفر والتجارة.' },
  { id: 'nigeria', name: 'نيجيريا', region: 'أفريقيا', art: 'electronics', summary: 'السفر والتجارة في أكبر دول أفريقيا من حيث عدد السكان.' },
  { id: 'angola', name: 'أنغولا', region: 'أفريقيا', art: 'globe', summary: 'في خدمة الشركات والمسافرين على ساحل المحيط الأطلسي.' },
  { id: 'zambia', name: 'زامبيا', region: 'أفريقيا', art: 'logistics', summary: 'يخدم مكتبانا في لوساكا وكيتوي منطقة حزام النحاس والعاصمة.' },
  { id: 'rdc', name: 'الكونغو الديمقراطية', region: 'أفريقيا', art: 'travel', summary: 'السفر والتجارة للشركات في أنحاء جمهورية الكونغو الديمقراطية.' },
] as const satisfies Translation<typeof en.presenceCountries>;
