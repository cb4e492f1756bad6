import { type LogoItem } from '@bbg/kit';
import { brandSites } from '@bbg/contract';

export interface VisionCard {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export const experienceIntro = {
  eyebrow: '#Experience',
  title: 'Our founding vision',
  text: 'Four commitments have guided every BBG business since the first day, and they still shape how we work with clients and partners.',
} as const;

/** Four slides, one every 9000 ms, wrapping (the client's old markup said 3000 ms; 9000 ms is the rule). */
export const VISION_INTERVAL_MS = 9000;

export const visionCards = [
  { id: 'excellence', title: 'Unmatched Excellence', text: 'We set high standards for every booking, product and delivery, and we keep raising them.' },
  { id: 'innovation', title: 'Innovation', text: 'We adopt new ideas and technology early so our clients travel, trade and shop better.' },
  { id: 'integrity', title: 'Integrity', text: 'We do what we say, price honestly and build relationships that last for years.' },
  { id: 'partnership', title: 'Collaborative Partnership', text: 'We grow together with suppliers, agents and clients, sharing knowledge and success.' },
] as const satisfies readonly VisionCard[];

/** Seven brand logos; A2Z Travels has no site of its own, so its logo links nowhere. */
export const experienceLogos = [
  { id: 'blueberry-travel', name: 'Blueberry Travel', link: brandSites.blueberryTravel },
  { id: 'next-holidays', name: 'Next Holidays', link: brandSites.nextHolidays },
  { id: 'spj', name: 'SPJ Electronics', link: brandSites.spj },
  { id: 'mgt', name: 'MGT', link: brandSites.mgt },
  { id: 'friends-travel', name: 'Friends Travel', link: brandSites.friendsTravel },
  { id: 'yashika-fashion', name: 'Yashika Fashion', link: brandSites.fashion },
  { id: 'a2z-travels', name: 'A2Z Travels' },
] as const satisfies readonly LogoItem[];
