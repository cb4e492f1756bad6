import type { Translation } from '@bbg/contract';
import type * as en from '../brand-directory';

/** Tab order of the brand browser, in Arabic. */
export const brandCategories = [
  { id: 'travels', name: 'السفر', art: 'travel' },
  { id: 'electronics', name: 'الإلكترونيات', art: 'electronics' },
  { id: 'general-trading', name: 'التجارة العامة', art: 'trading' },
  { id: 'fashion', name: 'الأزياء', art: 'fashion' },
  { id: 'gsa', name: 'وكالة المبيعات', art: 'globe' },
  { id: 'it', name: 'تقنية المعلومات', art: 'it' },
  { id: 'logistics', name: 'الخدمات اللوجستية', art: 'logistics' },
] as const satisfies Translation<typeof en.brandCategories>;

/** What each brand's card says, in Arabic, by the brand's id (the brands themselves, by their own names, are English's `brandDirectory`). */
export const brandBlurbs = {
  'blueberry-travel': {
    label: 'سفر الشركات',
    description: 'إدارة سفر الشركات في الشرق الأوسط وأفريقيا وآسيا: الرحلات الجوية والفنادق والتأشيرات وسياسات السفر في مكان واحد.',
  },
  dmc: {
    label: 'إدارة الوجهات',
    description: 'إدارة الوجهات: الخدمات الأرضية والجولات والتنقلات والفعاليات لشركاء السفر الذين يستقدمون ضيوفهم إلى مناطقنا.',
  },
  'next-holidays': {
    label: 'العطلات',
    description: 'باقات عطلات ورحلات بحرية ورحلات مصمّمة حسب الطلب، يثق بها مليون عميل.',
  },
  'a2z-travels': {
    label: 'وكالة سفر',
    description: 'وكالة سفر قريبة منك للتذاكر والعطلات والمساعدة في التأشيرات، من الألف إلى الياء.',
  },
  spj: {
    label: 'الإلكترونيات',
    description: 'إلكترونيات استهلاكية وأجهزة منزلية تُوزَّع عبر شركاء التجزئة في أكثر من 20 دولة منذ عام 2016.',
  },
  mgt: {
    label: 'التجارة العامة واللوجستيات',
    description: 'التجارة العامة والخدمات اللوجستية: توريد البضائع وشحنها وتسليمها بين آسيا والخليج وأفريقيا.',
  },
  'yashika-fashion': {
    label: 'الأزياء',
    description: 'أزياء وإكسسوارات عصرية، من مجموعات البوتيك إلى متجر للأزياء في المطار.',
  },
  'friends-travel': {
    label: 'وكالة المبيعات العامة',
    description: 'وكيل مبيعات عام لشركات الطيران: المبيعات والحجوزات وإصدار التذاكر للناقلات التي تدخل أسواقًا جديدة.',
  },
  techbinary: {
    label: 'البرمجيات',
    description: 'تطوير البرمجيات: تقنيات السفر ومنصات الحجز وتطبيقات الأعمال.',
  },
  'bottom-funnel': {
    label: 'التسويق الرقمي',
    description: 'التسويق الرقمي والنمو: حملات البحث ووسائل التواصل الاجتماعي والأداء التي تحوّل الزيارات إلى مبيعات.',
  },
  'digi-homes': {
    label: 'المنازل الذكية',
    description: 'حلول المنازل الذكية: إضاءة متصلة وأنظمة أمان وراحة للمنازل العصرية.',
  },
} as const satisfies Translation<typeof en.brandBlurbs>;
