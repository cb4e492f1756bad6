import type { Translation } from '@bbg/contract';
import type * as en from '../about-us';

export const aboutLabels = {
  scrollDown: 'انتقل إلى القسم التالي',
} as const satisfies Translation<typeof en.aboutLabels>;

export const aboutHero = {
  id: 'about-us',
  tooltip: 'من نحن',
  eyebrow: 'من نحن',
  title: 'مجموعة واحدة،',
  highlight: 'ورحلات شتّى',
  description:
    'منذ عام 2013، نمت BBG من مكتب سفر واحد لتصبح مجموعة تضم أعمالًا في السفر والإلكترونيات والأزياء والتجارة العامة وتقنية المعلومات والخدمات اللوجستية ووكالات المبيعات العامة (GSA) في الشرق الأوسط وأفريقيا وآسيا.',
  art: 'corporate',
} as const satisfies Translation<typeof en.aboutHero>;

export const aboutSections = [
  {
    id: 'journey',
    tooltip: 'مسيرتنا',
    eyebrow: 'مسيرتنا',
    title: 'من مكتب واحد في 2013 إلى أكثر من 50 فرعًا',
    paragraphs: [
      'بدأت BBG مسيرتها في سفر الشركات عام 2013. وبعد أحد عشر عامًا، باتت المجموعة تدير علامات تجارية في سبعة قطاعات وتخدم عملاء في أكثر من 30 دولة.',
      'يروي ملفنا التعريفي القصة كاملة، علامةً بعد علامة وسوقًا بعد سوق.',
    ],
    links: [{ label: 'القيم والرسالة', to: '/values-mission' }],
    downloads: ['تنزيل ملف PDF', 'اكتشف قصتنا'],
    art: 'travel',
  },
  {
    id: 'ambition',
    tooltip: 'طموحنا',
    eyebrow: 'طموحنا',
    title: 'علامات تجارية أيقونية وحضور عالمي',
    paragraphs: [
      'نسعى إلى بناء علامات تجارية تبقى في الذاكرة، والوصول إلى أسواق جديدة بفرق محلية، وتقديم خدمة استثنائية، وتعزيز السفر المستدام.',
    ],
    links: [
      { label: 'طموحنا', to: '/our-ambition' },
      { label: 'لمحة عن BBG', to: '/bbg-overview' },
    ],
    art: 'globe',
  },
  {
    id: 'our-work',
    tooltip: 'أعمالنا',
    eyebrow: 'أعمالنا',
    title: 'سبعة قطاعات ونهج عمل واحد',
    paragraphs: [
      'السفر والإلكترونيات والأزياء والتجارة العامة وتقنية المعلومات والخدمات اللوجستية ووكالات المبيعات العامة (GSA): لكل قطاع كيانه المستقل، وهو يتشارك مع سائر القطاعات كوادره ومنصاته وأفكاره.',
    ],
    links: [
      { label: 'علاماتنا التجارية', to: '/brands' },
      { label: 'ابتكارنا', to: '/our-innovation' },
    ],
    art: 'it',
  },
  {
    id: 'bod',
    tooltip: 'مجلس الإدارة',
    eyebrow: 'مجلس الإدارة',
    title: 'بقيادة من بنَوها',
    paragraphs: ['يحمل مجلس إدارتنا وفريقنا القيادي عقودًا من الخبرة في السفر والتجارة والتكنولوجيا إلى كل سوق ندخلها.'],
    links: [{ label: 'قيادتنا', to: '/our-leadership' }],
    art: 'people',
  },
  {
    id: 'financial',
    tooltip: 'الأداء المالي',
    eyebrow: 'الأداء المالي',
    title: 'نمو ثابت عامًا بعد عام',
    paragraphs: ['نشارك البيانات المالية التفصيلية مع شركائنا عند الطلب.'],
    links: [],
    stats: [
      { id: 'years', value: '11+', label: 'سنوات' },
      { id: 'countries', value: '30+', label: 'دول' },
      { id: 'awards', value: '100+', label: 'فائزون بجوائز' },
      { id: 'subsidiaries', value: '50+', label: 'شركات تابعة' },
      { id: 'team', value: '1K+', label: 'أعضاء الفريق' },
      { id: 'customers', value: '100K+', label: 'عملاء راضون' },
    ],
    art: 'trading',
  },
  {
    id: 'partners',
    tooltip: 'الشركاء',
    eyebrow: 'الشركاء والعملاء',
    title: 'ننمو معًا',
    paragraphs: ['تنمو معنا شركات طيران ومورّدون ووكالات وشركات، وكثير منها يعمل مع BBG منذ عقد من الزمن.'],
    links: [
      { label: 'كن شريكًا', to: '/partners' },
      { label: 'عملاؤنا', to: '/clients' },
    ],
    art: 'events',
  },
  {
    id: 'presence',
    tooltip: 'انتشارنا',
    eyebrow: 'انتشارنا',
    title: 'الشرق الأوسط وأفريقيا وآسيا',
    paragraphs: ['من دبي وجايبور إلى نيروبي ولاغوس ولوساكا، تُبقي مكاتبنا كل علامة تجارية قريبة من عملائها.'],
    links: [
      { label: 'حول العالم', to: '/world-wide' },
      { label: 'علاماتنا التجارية', to: '/brands' },
    ],
    art: 'logistics',
  },
  {
    id: 'sustainability',
    tooltip: 'الاستدامة',
    eyebrow: 'الاستدامة',
    title: 'نترك الأماكن أفضل مما كانت',
    paragraphs: ['سياحة مسؤولة، وعمل أكثر إنصافًا، وهدر أقل: هكذا نريد للسفر والتجارة أن يعاملا المجتمعات التي نخدمها.'],
    links: [{ label: 'الاستدامة', to: '/sustainability' }],
    art: 'sustainability',
  },
] as const satisfies Translation<typeof en.aboutSections>;
