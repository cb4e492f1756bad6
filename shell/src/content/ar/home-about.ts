import type { Translation } from '@bbg/contract';
import type * as en from '../home-about';

/** Belief, inspire and value words over the background video. */
export const beliefWords = ['نؤمن', 'نُلهم', 'نُقدّر'] as const satisfies Translation<typeof en.beliefWords>;

export const aboutBlurb = {
  eyebrow: 'من نحن',
  title: 'مجموعة قائمة على الثقة',
  paragraphs: [
    'تأسست BBG عام 2013، وتجمع تحت مظلتها أعمالًا في السفر والإلكترونيات والأزياء والتجارة العامة وتقنية المعلومات والخدمات اللوجستية ووكالات المبيعات العامة.',
    'نؤمن بأن الإنسان أولًا، ونُلهم شركاءنا للنمو معنا، ونُقدّر كل علاقة تجمعنا بعملائنا في الشرق الأوسط وأفريقيا وآسيا.',
  ],
  linkText: 'اعرف المزيد',
  /** Read after the link's words, not shown: where it leads. */
  linkContext: 'عن BBG',
  link: '/about-us',
} as const satisfies Translation<typeof en.aboutBlurb>;

export const homeFacts = [
  { id: 'experience', title: 'أكثر من 11 عامًا من الخبرة', text: 'منذ عام 2013، نمونا من وكالة سفر واحدة إلى مجموعة متعددة الأنشطة.' },
  { id: 'countries', title: 'أكثر من 30 دولة نخدمها', text: 'مكاتبنا وشركاؤنا في الشرق الأوسط وأفريقيا وآسيا يخدمون العملاء حيثما كانوا.' },
  { id: 'employees', title: 'أكثر من 1500 موظف', text: 'فريق من خبراء السفر والمهندسين والتجار ومقدمي الخدمات، يضع العملاء في المقام الأول.' },
  { id: 'projects', title: 'أكثر من 100 مشروع منجز', text: 'برامج سفر للشركات، وافتتاح متاجر، ومنصات لتقنية المعلومات، وشبكات لوجستية أنجزناها بنجاح.' },
] as const satisfies Translation<typeof en.homeFacts>;
