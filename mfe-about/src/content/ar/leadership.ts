import type { Translation } from '@bbg/contract';
import type * as en from '../leadership';

// People's names are English's `leaderNames`, the same in every language; their titles are in Arabic.
export const boardOfDirectors = {
  id: 'board',
  eyebrow: 'المجلس',
  title: 'مجلس الإدارة',
  intro: 'يحدد مجلس الإدارة توجّه المجموعة، ويُلزم كل قطاع من أعمالها بالمعايير نفسها في الخدمة والنزاهة.',
  members: [
    { id: 'chair', role: 'المؤسس ورئيس مجلس الإدارة', bio: 'أسّس BBG عام 2013 بمكتب سفر واحد، ويقود الاستراتيجية طويلة الأمد لمجلس الإدارة.' },
    { id: 'md', role: 'العضو المنتدب', bio: 'تقود توسّع المجموعة في الشرق الأوسط وأفريقيا.' },
    { id: 'director-finance', role: 'مدير الشؤون المالية', bio: 'يشرف على الشؤون المالية للمجموعة والتدقيق والاستثمار في الأسواق الجديدة.' },
    { id: 'director-operations', role: 'مديرة العمليات', bio: 'تضيف إلى المجلس خبرة 20 عامًا في عمليات الطيران ووكالات المبيعات العامة (GSA).' },
  ],
} as const satisfies Translation<typeof en.boardOfDirectors>;

export const leadershipTeam = {
  id: 'leadership-team',
  eyebrow: 'القيادة',
  title: 'فريق القيادة',
  intro: 'يحوّل قادة قطاعات أعمالنا توجّهات المجلس إلى نتائج، سوقًا بعد سوق.',
  members: [
    { id: 'ceo-travel', role: 'الرئيسة التنفيذية لقطاع السفر', bio: 'تقود Blueberry Travels وNext Holidays وشركتنا لإدارة الوجهات السياحية.' },
    { id: 'ceo-trading', role: 'الرئيس التنفيذي للتجارة والخدمات اللوجستية', bio: 'يدير MGT والخدمات اللوجستية التي تنقل بضائعها عبر الحدود.' },
    { id: 'ceo-electronics', role: 'الرئيس التنفيذي لـ SPJ Electronics', bio: 'قاد نمو SPJ منذ 2016 حتى أصبحت موزّعًا في أكثر من 20 دولة.' },
    { id: 'cto', role: 'الرئيسة التنفيذية للتكنولوجيا', bio: 'تترأس TechBinary والمنصات التي تعمل عليها جميع علامات المجموعة.' },
    { id: 'chro', role: 'الرئيس التنفيذي للموارد البشرية', bio: 'يرعى أكثر من 1500 موظف في BBG ويُعنى بتطوّرهم.' },
    { id: 'cmo', role: 'الرئيسة التنفيذية للتسويق', bio: 'تبني العلامات التجارية للمجموعة، من Yashika Fashion إلى Friends Travel.' },
  ],
} as const satisfies Translation<typeof en.leadershipTeam>;
