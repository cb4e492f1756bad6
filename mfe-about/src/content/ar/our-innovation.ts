import type { Translation } from '@bbg/contract';
import type * as en from '../our-innovation';

export const opennessTheme = {
  sectionId: 'openness',
  eyebrow: 'نهجنا',
  title: 'ابتكار قائم على',
  highlight: 'الانفتاح',
  description:
    'تأتي أفضل الأفكار من كل مكان: من موظفينا وشركائنا، ومن المسافرين والعملاء الذين نخدمهم. وبالانفتاح تواصل BBG اكتشاف طرق أفضل للعمل في الشرق الأوسط وأفريقيا وآسيا.',
} as const satisfies Translation<typeof en.opennessTheme>;

export const innovationPoints = [
  {
    id: 'ideas',
    title: 'منفتحون على الأفكار',
    text: 'يستطيع كل فرد في فريقنا اقتراح تحسين، وتُجرَّب أقوى المقترحات في أحد أعمالنا القائمة خلال أسابيع.',
  },
  {
    id: 'platforms',
    title: 'منصات مفتوحة',
    text: 'تتشارك أعمالنا في السفر والتجارة وتقنية المعلومات البيانات والأدوات، فالحل الذي يُبنى لعلامة واحدة يخدم المجموعة بأكملها.',
  },
  {
    id: 'partnerships',
    title: 'شراكات مفتوحة',
    text: 'نبتكر بالتعاون مع شركات الطيران والمورّدين وشركاء التكنولوجيا، بدلًا من أن نبني كل شيء وحدنا.',
  },
  {
    id: 'learning',
    title: 'منفتحون على التعلّم',
    text: 'نقيس ما ينجح، ونتبادل ما نتعلمه بين الأسواق، ونتخلى عمّا لا ينجح، بسرعة ودون إلقاء اللوم على أحد.',
  },
] as const satisfies Translation<typeof en.innovationPoints>;
