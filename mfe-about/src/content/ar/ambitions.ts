import type { Translation } from '@bbg/contract';
import type * as en from '../ambitions';
// The group's hashtag is English's, the same in every language.
import { AMBITION_HASHTAG } from '../ambitions';

/** What an ambition with neither objectives nor values shows in their place. */
export const AMBITION_NOT_FOUND = 'لا توجد بيانات لهذا المعرّف.' satisfies Translation<typeof en.AMBITION_NOT_FOUND>;

export const ambitions = {
  ourAmbition: {
    pageName: 'طموحنا',
    id: 1,
    title: 'أهدافنا',
    objectives: [
      { title: 'بناء علامات تجارية أيقونية', description: 'علامات يتذكرها الناس ويوصون بها، في السفر والإلكترونيات والأزياء والتجارة.' },
      { title: 'توسيع حضورنا العالمي', description: 'من الشرق الأوسط وأفريقيا وآسيا إلى أسواق جديدة، مع فريق محلي في كل سوق.' },
      { title: 'تقديم خدمة استثنائية', description: 'نتعامل مع كل حجز وكل شحنة وكل زيارة كأنها الوحيدة.' },
      { title: 'تعزيز السفر المستدام', description: 'رحلات تحترم الأماكن والمجتمعات التي تصل إليها.' },
    ],
    title2: 'القيم التي تحرّك طموحنا',
    paragraphs: ['ثماني قيم توجّه سعينا إلى تحقيق هذا الطموح، في كل قطاع من أعمالنا وفي كل دولة نعمل فيها.'],
    objectives2: [
      { title: 'الإنسان أولًا', description: 'موظفونا وعملاؤنا يأتون قبل أي شيء آخر.' },
      { title: 'لا مساومة', description: 'لا نضحّي بالجودة أبدًا من أجل السرعة أو التكلفة.' },
      { title: 'الكفاءة', description: 'نتخلص من الهدر ليحصل عملاؤنا على المزيد بتكلفة أقل.' },
      { title: 'البساطة', description: 'عروض واضحة، وأسعار واضحة، وإجابات واضحة.' },
      { title: 'قرارات مدروسة', description: 'تستند قراراتنا إلى البيانات وإلى ما يقوله لنا عملاؤنا.' },
      { title: 'شغف الاستكشاف', description: 'نعشق الأماكن الجديدة والأفكار الجديدة والأسواق الجديدة.' },
      { title: 'السهولة', description: 'الحجز والشراء وطلب المساعدة أمور سهلة، أينما كنت.' },
      { title: 'التواصل الإنساني', description: 'السفر والتجارة يقرّبان بين الناس، ونحن نبني على ذلك.' },
    ],
    paragraphs2: [`شاركنا كيف تسافر وتعمل وتحتفل معنا: ${AMBITION_HASHTAG}`],
    buttons: [{ icon: 'share', label: 'مشاركة' }],
  },
} as const satisfies Translation<typeof en.ambitions>;
