import type { Translation } from '@bbg/contract';
import type * as en from '../leadership';

// People's names stay as written in English; their titles are in Arabic.
export const boardOfDirectors = {
  id: 'board',
  eyebrow: 'المجلس',
  title: 'مجلس الإدارة',
  intro: 'يحدد مجلس الإدارة توجّه المجموعة، ويُلزم كل قطاع من أعمالها بالمعايير نفسها في الخدمة والنزاهة.',
  members: [
    { id: 'chair', name: 'Rohan Mehta', role: 'المؤسس ورئيس مجلس الإدارة', bio: 'أسّس BBG عام 2013 بمكتب سفر واحد، ويقود الاستراتيجية طويلة الأمد لمجلس الإدارة.' },
    { id: 'md', name: 'Aisha Al Mansoori', role: 'العضو المنتدب', bio: 'تقود توسّع المجموعة في الشرق الأوسط وأفريقيا.' },
    { id: 'director-finance', name: 'Vikram Shah', role: 'مدير الشؤون المالية', bio: 'يشرف على الشؤون المالية للمجموعة والتدقيق والاستثمار في الأسواق الجديدة.' },
    { id: 'director-operations', name: 'Grace Njoroge', role: 'مديرة العمليات', bio: 'تضيف إلى المجلس خبرة 20 عامًا في عمليات الطيران ووكالات المبيعات العامة (GSA).' },
  ],
} as const satisfies Translation<typeof en.boardOfDirectors>;

export const leadershipTeam = {
  id: 'leadership-team',
  eyebrow: 'القيادة',
  title: 'فريق القيادة',
  intro: 'يحوّل قادة قطاعات أعمالنا توجّهات المجلس إلى نتائج، سوقًا بعد سوق.',
  members: [
    { id: 'ceo-travel', name: 'Neha Kapoor', role: 'الرئيسة التنفيذية لقطاع السفر', bio: 'تقود Blueberry Travels وNext Holidays وشركتنا لإدارة الوجهات السياحية.' },
    { id: 'ceo-trading', name: 'Samuel Okafor', role: 'الرئيس التنفيذي للتجارة والخدمات اللوجستية', bio: 'يدير MGT والخدمات اللوجستية التي تنقل بضائعها عبر الحدود.' },
    { id: 'ceo-electronics', name: 'Arjun Patel', role: 'الرئيس التنفيذي لـ SPJ Electronics', bio: 'قاد نمو SPJ منذ 2016 حتى أصبحت موزّعًا في أكثر من 20 دولة.' },
    { id: 'cto', name: 'Fatima Hassan', role: 'الرئيسة التنفيذية للتكنولوجيا', bio: 'تترأس TechBinary والمنصات التي تعمل عليها جميع علامات المجموعة.' },
    { id: 'chro', name: 'Daniel Mwangi', role: 'الرئيس التنفيذي للموارد البشرية', bio: 'يرعى أكثر من 1500 موظف في BBG ويُعنى بتطوّرهم.' },
    { id: 'cmo', name: 'Priya Nair', role: 'الرئيسة التنفيذية للتسويق', bio: 'تبني العلامات التجارية للمجموعة، من Yashika Fashion إلى Friends Travel.' },
  ],
} as const satisfies Translation<typeof en.leadershipTeam>;
