import type { Translation } from '@bbg/contract';
import type * as en from '../division-pages';
import { banners } from './banners';
import { informationPages } from './information-pages';

/** Entry 16 (values and mission) in Arabic: the kit's `valuesMissionBanner`, which these pages share with mfe-about. */
const valuesMissionBanner = {
  pageName: 'القيم والرسالة',
  id: 16,
  title: 'القيم',
  highlight: 'والرسالة',
  description: 'ما نؤمن به وما نسعى إلى تحقيقه، كل يوم.',
  buttonText: 'استكشف',
  buttonLink: '#overview',
  backgroundImage: 'people',
} as const;

/** The shared section, in Arabic: banner entry 16 (values and mission), shown as a section under the page's own hero. */
export const sharedSection = {
  banner: valuesMissionBanner,
  anchorId: 'values-mission',
  eyebrow: 'ما يحرّك كل شركة في BBG',
  values: ['التميّز', 'الشغف بالعميل', 'النزاهة', 'التعاون'],
  valuesLabel: 'قيمنا',
  linkText: 'اكتشف قيمنا ورسالتنا',
  link: '/values-mission',
} as const satisfies Translation<typeof en.sharedSection>;

export const divisionPages = [
  {
    content: 'gsa',
    pageName: 'وكالة المبيعات العامة',
    hero: banners.gsa,
    detail: informationPages.gsa,
    detailLabel: 'نبذة عن وكالة المبيعات العامة لدينا',
    servicesLabel: 'ما نقدّمه لشركات الطيران',
    services: [
      { id: 'gsa-sales', title: 'المبيعات والتوزيع', text: 'نبيع مقاعدك عبر وكالات السفر والشركات والقنوات الإلكترونية في كل سوق نغطيها.' },
      { id: 'gsa-marketing', title: 'التسويق', text: 'حملات إطلاق ومعارض تجارية وعروض أسعار تضع الخطوط الجديدة على الخريطة.' },
      { id: 'gsa-reservations', title: 'الحجوزات وإصدار التذاكر', text: 'فريق محلي يتولى الحجوزات والتعديلات وإصدار التذاكر بلغة السوق.' },
    ],
    closing: {
      title: 'نمِّ خطوطك',
      highlight: 'معنا',
      text: 'أخبرنا إلى أين تريد أن تطير، وسنريك كيف تملأ شبكة وكالاتنا مقاعدك.',
      contactText: 'تحدّث إلى فريق وكالة المبيعات',
      contactLink: '/contact-us',
      brandsLabel: 'علامتنا في وكالة المبيعات العامة',
    },
  },
  {
    content: 'logistics',
    pageName: 'الخدمات اللوجستية',
    hero: banners.logistics,
    detail: informationPages.logistics,
    servicesLabel: 'ما ننقله',
    services: [
      { id: 'logistics-freight', title: 'شحن البضائع', text: 'شحن جوي وبحري وبري نحجزه ونوثّقه ونتتبّعه من الاستلام حتى التسليم.' },
      { id: 'logistics-warehousing', title: 'التخزين', text: 'مستودعات جمركية وعامة قريبة من الموانئ والمطارات التي يستخدمها شركاؤنا.' },
      { id: 'logistics-distribution', title: 'التوزيع', text: 'توصيل الميل الأخير إلى تجار التجزئة والشركات عبر الحدود، في الموعد المحدد.' },
    ],
    closing: {
      title: 'انقل بضائعك',
      highlight: 'بثقة',
      text: 'من منصّة نقّالة واحدة إلى سلسلة توريد منتظمة، يخطط فريقنا اللوجستي المسار معك.',
      contactText: 'تحدّث إلى فريقنا اللوجستي',
      contactLink: '/contact-us',
      brandsLabel: 'علامتنا في الخدمات اللوجستية',
    },
  },
  {
    content: 'it',
    pageName: 'تقنية المعلومات',
    hero: banners.it,
    detail: informationPages.it,
    servicesLabel: 'ما نبنيه',
    services: [
      { id: 'it-software', title: 'البرمجيات والمنصات', text: 'محركات حجز وبوابات وأدوات أعمال تطوّرها TechBinary وتديرها.' },
      { id: 'it-marketing', title: 'التسويق الرقمي', text: 'حملات بحث وتواصل اجتماعي وأداء من Bottom Funnel تحوّل الزوار إلى عملاء.' },
      { id: 'it-support', title: 'الدعم والاستضافة', text: 'استضافة آمنة ومكتب دعم يُبقيان أنظمة المجموعة تعمل دون انقطاع.' },
    ],
    closing: {
      title: 'لنبنِ شيئًا',
      highlight: 'معًا',
      text: 'سواء احتجت إلى منصة أو حملة أو كلتيهما، فعلاماتنا في تقنية المعلومات مستعدة للبدء.',
      contactText: 'تحدّث إلى فريق تقنية المعلومات',
      contactLink: '/contact-us',
      brandsLabel: 'علاماتنا في تقنية المعلومات',
    },
  },
] as const satisfies Translation<typeof en.divisionPages>;

export const divisionPageLabels = {
  notFound: 'لا توجد بيانات لهذا المعرّف.',
  brandSiteNote: 'الموقع الإلكتروني (يفتح في علامة تبويب جديدة)',
} as const satisfies Translation<typeof en.divisionPageLabels>;
