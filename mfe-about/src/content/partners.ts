import type { CarouselConfig, LogoItem, Stat } from '@bbg/kit';

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

export const partnersLabels = {
  scrollDown: 'Scroll to next section',
  byline: '{role}, {company}',
} as const satisfies PartnersLabels;

/** The five sections and their dot tooltips, in order (Partners, Why, Who, Stories, How). */
export const partnersSections = [
  { id: 'partners', tooltip: 'Partners' },
  { id: 'why', tooltip: 'Why' },
  { id: 'who', tooltip: 'Who' },
  { id: 'stories', tooltip: 'Stories' },
  { id: 'how', tooltip: 'How' },
] as const satisfies readonly PartnersSection[];

export const partnersHero = {
  eyebrow: 'Partners',
  title: 'Grow further with',
  highlight: 'BBG',
  description:
    'For more than 10 years, travel agencies, tour operators and suppliers have grown with us across the Middle East, Africa and Asia. Join a network trusted by 500+ businesses.',
  buttonText: 'Explore Now',
  stats: [
    { id: 'years', value: '10+', label: 'Years of partnership' },
    { id: 'businesses', value: '500+', label: 'Businesses on board' },
  ],
} as const satisfies PartnersHero;

export const whyIntro = {
  eyebrow: 'Why partner with us',
  title: 'A partner that',
  highlight: 'travels further',
  description:
    'We bring reach, technology and award-winning service to every partnership, so your business sells more and spends less.',
} as const satisfies SectionIntro;

export const benefits = [
  {
    id: 'savings',
    title: 'Up to 20% travel savings',
    text: 'Corporate and group rates negotiated across airlines and hotels give your customers up to 20% travel savings.',
  },
  {
    id: 'reach',
    title: 'Reach across three continents',
    text: 'Sell through our branches and brands in the Middle East, Africa and Asia from a single agreement.',
  },
  {
    id: 'technology',
    title: 'Technology that works for you',
    text: 'Our booking platforms, APIs and reporting tools plug into the way you already work.',
  },
  {
    id: 'support',
    title: 'Dedicated partner support',
    text: 'A named account manager and a 24/7 operations desk stand behind every booking.',
  },
] as const satisfies readonly Benefit[];

const achievementsLabel = 'Our achievements';

/** The awards of the achievements carousel by their own names, and their years: the same in every language. @verbatim */
export const achievementAwards = [
  { id: 'arabian-travel-awards-2024', award: 'Arabian Travel Awards', year: '2024' },
  { id: 'world-travel-awards-2024', award: 'World Travel Awards', year: '2024' },
] as const satisfies readonly AchievementAward[];

/** What the achievements carousel says of each award (`achievementAwards`), in their order. */
export const achievements = [
  {
    id: 'arabian-travel-awards-2024',
    title: 'Honoured at the Arabian Travel Awards 2024',
    text: 'Recognised for leadership in corporate and leisure travel across the region.',
  },
  {
    id: 'world-travel-awards-2024',
    title: 'Celebrated at the World Travel Awards 2024',
    text: 'Named among the leading travel management companies for service and reach.',
  },
] as const satisfies readonly AchievementText[];

export const whoIntro = {
  eyebrow: 'Who we work with',
  title: 'Suppliers and partners',
  highlight: 'we trust',
  description:
    'Travel agencies, tour operators, airlines, hotels and technology providers work with BBG every day. These suppliers help us deliver for our customers.',
} as const satisfies SectionIntro;

export interface PartnerType {
  readonly id: string;
  readonly label: string;
}

export const partnerTypes = [
  { id: 'agencies', label: 'Travel agencies' },
  { id: 'operators', label: 'Tour operators' },
  { id: 'airlines', label: 'Airlines' },
  { id: 'hotels', label: 'Hotels and resorts' },
  { id: 'technology', label: 'Technology providers' },
  { id: 'distributors', label: 'Distributors' },
] as const satisfies readonly PartnerType[];

/** Nine supplier logos for the auto-scrolling slider, drawn as wordmarks: the suppliers by their own names. @verbatim */
export const supplierLogos = [
  { id: 'skyline-airways', name: 'Skyline Airways' },
  { id: 'oasis-hotels', name: 'Oasis Hotels & Resorts' },
  { id: 'savanna-tours', name: 'Savanna Tours' },
  { id: 'globelink-gds', name: 'GlobeLink GDS' },
  { id: 'harbor-cruises', name: 'Harbor Cruises' },
  { id: 'desert-rail', name: 'Desert Rail' },
  { id: 'coral-car-rental', name: 'Coral Car Rental' },
  { id: 'summit-insurance', name: 'Summit Travel Insurance' },
  { id: 'zenith-payments', name: 'Zenith Payments' },
] as const satisfies readonly LogoItem[];

export const storiesIntro = {
  eyebrow: 'Partner stories',
  title: 'Success we',
  highlight: 'share',
  description: 'Our partners grow with our brands. Here is what some of them say, and what we have built together.',
} as const satisfies SectionIntro;

const testimonialsLabel = 'What our partners say';

/** Whom the testimonials quote, and their companies, by their own names: the same in every language. @verbatim */
export const testimonialSources = [
  { id: 'nile-horizon', person: 'Amira Hassan', company: 'Nile Horizon Travel' },
  { id: 'baobab-journeys', person: 'Kwame Mensah', company: 'Baobab Journeys' },
  { id: 'gulf-pearl', person: 'Rashid Al Mansoori', company: 'Gulf Pearl Tourism' },
  { id: 'monsoon-trails', person: 'Priya Sharma', company: 'Monsoon Trails' },
] as const satisfies readonly TestimonialSource[];

/** What the testimonials say (`testimonialSources` names whom they quote), in their order. */
export const testimonials = [
  {
    id: 'nile-horizon',
    quote: 'Working with BBG opened markets in East Africa we could not reach alone. Their team answers within minutes, day or night.',
    role: 'Managing Director',
  },
  {
    id: 'baobab-journeys',
    quote: 'The group rates and the booking platform cut our costs in the first quarter. It is the most reliable partnership we have.',
    role: 'Head of Operations',
  },
  {
    id: 'gulf-pearl',
    quote: 'From the first call, BBG treated our agency like part of the family. Our corporate clients noticed the difference.',
    role: 'Founder',
  },
  {
    id: 'monsoon-trails',
    quote: 'Their reach in Asia and Africa lets us offer itineraries our competitors cannot. Growth has been steady every year.',
    role: 'Chief Executive',
  },
] as const satisfies readonly TestimonialText[];

/** The brands whose success stories /partners tells, by their own names: the same in every language. @verbatim */
export const successStoryBrands = [
  { id: 'next-holidays', brand: 'Next Holidays' },
  { id: 'spj', brand: 'SPJ' },
] as const satisfies readonly SuccessStoryBrand[];

/** What the success stories say (`successStoryBrands` names their brands), in their order. */
export const successStories = [
  {
    id: 'next-holidays',
    text: 'Holiday packages sold with our partners across the region.',
    stats: [
      { id: 'bookings', value: '200,000', label: 'Bookings' },
      { id: 'customers', value: '1 million', label: 'Customers' },
    ],
  },
  {
    id: 'spj',
    text: 'Electronics distribution built with partners market by market.',
    stats: [
      { id: 'founded', value: '2016', label: 'Founded' },
      { id: 'countries', value: '20+', label: 'Countries' },
    ],
  },
] as const satisfies readonly SuccessStoryText[];

export const howIntro = {
  eyebrow: 'How to join',
  title: 'Become a',
  highlight: 'BBG partner',
  description: 'Three steps from first hello to your first booking together.',
} as const satisfies SectionIntro;

export const joinSteps = [
  { id: 'enquire', title: 'Send your enquiry', text: 'Tell us about your business with the partner form. It takes two minutes.' },
  { id: 'meet', title: 'Meet our team', text: 'A partnership manager calls you to understand your goals and markets.' },
  { id: 'launch', title: 'Start growing', text: 'Get your rates, tools and support, and make your first booking with us.' },
] as const satisfies readonly JoinStep[];

/** The Join Us call-to-action and the modal it opens. */
export interface JoinCta {
  readonly title: string;
  readonly buttonText: string;
  readonly modalTitle: string;
  /** Shown while the form's code loads. */
  readonly loading: string;
}

export const joinCta = {
  title: 'Ready to grow with us?',
  buttonText: 'Join Us',
  modalTitle: 'Partner with BBG',
  loading: 'Loading the form…',
} as const satisfies JoinCta;

/** The newsletter block: its title, a line of text, and the box's label. */
export interface NewsletterCopy {
  readonly title: string;
  readonly text: string;
  readonly label: string;
}

export const newsletter = {
  title: 'Stay in the loop',
  text: 'Partner news, new routes and offers, once a month.',
  label: 'Subscribe to our newsletter',
} as const satisfies NewsletterCopy;

/** Supplier logos: 4 visible, 2.5 under 430 px, 2 under 360 px; speed and autoplay 2000 ms, infinite, linear. */
export const supplierSliderConfig = {
  label: 'Our suppliers',
  slidesPerView: 2,
  breakpoints: { 360: 2.5, 430: 4 },
  autoplayMs: 2000,
  speedMs: 2000,
  loop: true,
  linear: true,
  spaceBetween: 16,
} as const satisfies CarouselConfig;

export const testimonialsConfig = {
  label: testimonialsLabel,
  slidesPerView: 1,
  breakpoints: { 900: 2 },
  autoplayMs: 6000,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies CarouselConfig;

export const achievementsConfig = {
  label: achievementsLabel,
  slidesPerView: 1,
  breakpoints: { 720: 2, 1100: 1 },
  autoplayMs: 6000,
  arrows: true,
  dots: true,
} as const satisfies CarouselConfig;
