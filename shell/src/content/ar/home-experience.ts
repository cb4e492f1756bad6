import { brandSites, type Translation } from '@bbg/contract';
import type * as en from '../home-experience';

export const experienceIntro = {
  eyebrow: '#الخبرة',
  title: 'رؤيتنا التأسيسية',
  text: 'منذ اليوم الأول، توجّه أربعة التزامات كل أعمال BBG، ولا تزال تحدد أسلوب عملنا مع عملائنا وشركائنا.',
} as const satisfies Translation<typeof en.experienceIntro>;

export const visionCards = [
  { id: 'excellence', title: 'تميّز لا يُضاهى', text: 'نضع معايير عالية لكل حجز ومنتج وعملية توصيل، ونواصل رفعها باستمرار.' },
  { id: 'innovation', title: 'الابتكار', text: 'نتبنى الأفكار والتقنيات الجديدة مبكرًا، ليحظى عملاؤنا بتجربة أفضل في السفر والتجارة والتسوق.' },
  { id: 'integrity', title: 'النزاهة', text: 'نفي بما نَعِد، ونعتمد تسعيرًا نزيهًا، ونبني علاقات تدوم لسنوات.' },
  { id: 'partnership', title: 'شراكة تعاونية', text: 'ننمو جنبًا إلى جنب مع الموردين والوكلاء والعملاء، ونتشارك معهم المعرفة والنجاح.' },
] as const satisfies Translation<typeof en.visionCards>;

/** Seven brand logos; A2Z Travels has no site of its own, so its logo links nowhere. */
export const experienceLogos = [
  { id: 'blueberry-travel', name: 'Blueberry Travel', link: brandSites.blueberryTravel },
  { id: 'next-holidays', name: 'Next Holidays', link: brandSites.nextHolidays },
  { id: 'spj', name: 'SPJ Electronics', link: brandSites.spj },
  { id: 'mgt', name: 'MGT', link: brandSites.mgt },
  { id: 'friends-travel', name: 'Friends Travel', link: brandSites.friendsTravel },
  { id: 'yashika-fashion', name: 'Yashika Fashion', link: brandSites.fashion },
  { id: 'a2z-travels', name: 'A2Z Travels' },
] as const satisfies Translation<typeof en.experienceLogos>;
