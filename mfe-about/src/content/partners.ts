import type { CarouselConfig, LogoItem, Stat } from '@bbg/kit';
import names from './names.json';

// The shapes of /partners's copy, the names that are the same in every language, and the carousels' settings; the words
// of /partners in each language are `<locale>/partners.json` (each carousel's accessible name is its `…Config.label`).

/** Copy of /partners; its figures are this page's own and differ from other pages on purpose. */
export interface PartnersHero {
  readonly eyebrow: string;
  readonly title: string;
  readonly highlight: string;
  readonly description: string;
  readonly buttonText: string;
  readonly stats: readonly Stat[];
}

export interface SectionIntro {
  readonly eyebrow: string;
  readonly title: string;
  readonly highlight: string;
  readonly description: string;
}

export interface Benefit {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** An award by its own name, and its year. */
export interface AchievementAward {
  readonly id: string;
  readonly award: string;
  readonly year: string;
}

/** What is said of an achievement. */
export interface AchievementText {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** An achievement as its card shows it: the award and its year, with what is said of it. */
export type Achievement = AchievementAward & AchievementText;

/** Who a testimonial quotes: the person and their company, by their own names. */
export interface TestimonialSource {
  readonly id: string;
  readonly person: string;
  readonly company: string;
}

/** What a testimonial says, and the role of the person it quotes. */
export interface TestimonialText {
  readonly id: string;
  readonly quote: string;
  readonly role: string;
}

/** A testimonial as its slide shows it. */
export type Testimonial = TestimonialSource & TestimonialText;

/** Whose success story it is: the brand by its own name. */
export interface SuccessStoryBrand {
  readonly id: string;
  readonly brand: string;
}

/** What a success story says, with its figures. */
export interface SuccessStoryText {
  readonly id: string;
  readonly text: string;
  readonly stats: readonly Stat[];
}

/** A success story as its card shows it: its brand, with what it says. */
export type SuccessStory = SuccessStoryBrand & SuccessStoryText;

export interface JoinStep {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export type PartnersSectionId = 'partners' | 'why' | 'who' | 'stories' | 'how';

/** A full-height section of /partners: its id (its anchor) and its dot's tooltip. */
export interface PartnersSection {
  readonly id: PartnersSectionId;
  readonly tooltip: string;
}

/** What /partners says around its sections. */
export interface PartnersLabels {
  /** Accessible name of the hero's down-arrow. */
  readonly scrollDown: string;
  /** Under a testimonial: the role of the person it quotes, and their company. */
  readonly byline: string;
}

/** The awards of the achievements carousel by their own names, and their years: the same in every language. */
export const achievementAwards: readonly AchievementAward[] = names.achievementAwards;

export interface PartnerType {
  readonly id: string;
  readonly label: string;
}

/** Nine supplier logos for the auto-scrolling slider, drawn as wordmarks: the suppliers by their own names. */
export const supplierLogos: readonly LogoItem[] = names.supplierLogos;

/** Whom the testimonials quote, and their companies, by their own names: the same in every language. */
export const testimonialSources: readonly TestimonialSource[] = names.testimonialSources;

/** The brands whose success stories /partners tells, by their own names: the same in every language. */
export const successStoryBrands: readonly SuccessStoryBrand[] = names.successStoryBrands;

/** The Join Us call-to-action and the modal it opens. */
export interface JoinCta {
  readonly title: string;
  readonly buttonText: string;
  readonly modalTitle: string;
  /** Shown while the form's code loads. */
  readonly loading: string;
}

/** The newsletter block: its title, a line of text, and the box's label. */
export interface NewsletterCopy {
  readonly title: string;
  readonly text: string;
  readonly label: string;
}

/** Supplier logos: 4 visible, 2.5 under 430 px, 2 under 360 px; speed and autoplay 2000 ms, infinite, linear. */
export const supplierSliderSettings = {
  slidesPerView: 2,
  breakpoints: { 360: 2.5, 430: 4 },
  autoplayMs: 2000,
  speedMs: 2000,
  loop: true,
  linear: true,
  spaceBetween: 16,
} as const satisfies Omit<CarouselConfig, 'label'>;

/** The testimonials: one at a time, two from 900 px, riding on their own. */
export const testimonialsSettings = {
  slidesPerView: 1,
  breakpoints: { 900: 2 },
  autoplayMs: 6000,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies Omit<CarouselConfig, 'label'>;

/** The achievements: one at a time, two from 720 px to 1100 px, riding on their own. */
export const achievementsSettings = {
  slidesPerView: 1,
  breakpoints: { 720: 2, 1100: 1 },
  autoplayMs: 6000,
  arrows: true,
  dots: true,
} as const satisfies Omit<CarouselConfig, 'label'>;
