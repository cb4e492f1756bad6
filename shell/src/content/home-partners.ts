import { NEWS_ARTICLE_PATH, type LogoItem } from '@bbg/kit';
import type { InternalHref } from '@bbg/contract';

export interface AchieveCard {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly linkText: string;
  readonly link: InternalHref;
}

export const partnersIntro = {
  eyebrow: 'Partners',
  title: "Let's Achieve More Together",
  text: 'Airlines, hotels, technology firms and suppliers work with BBG to reach new markets.',
  logosTitle: 'Trusted by our partners',
} as const;

export const achieveCards = [
  {
    id: 'partnerships',
    title: 'Partnerships that grow',
    text: 'How our partners expand with the group across the Middle East, Africa and Asia.',
    linkText: 'Read the story',
    link: NEWS_ARTICLE_PATH,
  },
  {
    id: 'awards',
    title: 'Recognised together',
    text: 'Awards we have won with our partners, from tourism leadership to corporate travel.',
    linkText: 'Read the news',
    link: NEWS_ARTICLE_PATH,
  },
] as const satisfies readonly AchieveCard[];

/** Nine partner logos (4 visible, 3 below 800 px, 2 below 500 px). */
export const partnerLogos = [
  { id: 'skyline-airways', name: 'Skyline Airways' },
  { id: 'oasis-hotels', name: 'Oasis Hotels' },
  { id: 'savanna-air', name: 'Savanna Air' },
  { id: 'atlas-cargo', name: 'Atlas Cargo' },
  { id: 'meridian-pay', name: 'Meridian Pay' },
  { id: 'harbor-logistics', name: 'Harbor Logistics' },
  { id: 'nova-tech', name: 'Nova Tech' },
  { id: 'lotus-resorts', name: 'Lotus Resorts' },
  { id: 'crescent-insurance', name: 'Crescent Insurance' },
] as const satisfies readonly LogoItem[];
