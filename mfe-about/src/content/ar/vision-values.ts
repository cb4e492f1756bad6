import type { Translation } from '@bbg/contract';
import type * as en from '../vision-values';

/** The vision as an equation: the title is the terms joined by « + », then « = » and the result, as in English. */
export const visionCard = {
  sectionId: 'vision',
  eyebrow: 'رؤيتنا',
  title: 'كفاءات متميزة + تجربة متميزة = مؤسسة متميزة',
  terms: ['كفاءات متميزة', 'تجربة متميزة'],
  result: 'مؤسسة متميزة',
  text: 'نستقطب الكفاءات المتميزة ونمنحها المساحة لصنع تجارب متميزة لكل عميل وشريك. والمؤسسة المتميزة هي الثمرة الطبيعية لذلك.',
} as const satisfies Translation<typeof en.visionCard>;

export const valuesHeading = 'قيمنا' satisfies Translation<typeof en.valuesHeading>;

export const coreValues = [
  { id: 'excellence', title: 'التميّز', text: 'نضع معايير عالية ونواصل رفعها، في كل حجز وكل شحنة وكل متجر.' },
  { id: 'obsession', title: 'الشغف بالعميل', text: 'عملاؤنا شغلنا الشاغل: وقتهم، وثقتهم، ورحلتهم القادمة.' },
  { id: 'integrity', title: 'النزاهة', text: 'نقول ما نفعل ونفعل ما نقول، مع شركائنا وعملائنا وفيما بيننا.' },
  { id: 'collaboration', title: 'التعاون', text: 'سبعة قطاعات وفريق واحد: ننجح حين نعمل معًا عبر العلامات التجارية والحدود.' },
] as const satisfies Translation<typeof en.coreValues>;

/** The four values, one slide each: the English figures, with the carousel's name in Arabic. */
export const valuesCarouselConfig = {
  label: 'القيم الأربع',
  slidesPerView: 1,
  breakpoints: { 768: 2 },
  autoplayMs: 5000,
  speedMs: 600,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies Translation<typeof en.valuesCarouselConfig>;
