import type { InternalHref } from '@bbg/contract';
import type { ArtTopic, HighlightColor } from '@bbg/kit';


/** Hero message: buttonText, title, highlight, title2, highlightColor, content. */
export interface HeroMessage {
  readonly id: string;
  /** The primary button's label (it leads to About Us). */
  readonly buttonText: string;
  readonly title: string;
  readonly highlight: string;
  readonly title2: string;
  readonly highlightColor: HighlightColor;
  readonly content: string;
}

/** Three messages, one every 8000 ms, in a loop. */
export const HERO_ROTATION_MS = 8000;
export const HERO_ART: ArtTopic = 'globe';
export const HERO_PRIMARY_LINK = '/about-us' satisfies InternalHref;
export const HERO_SECONDARY = { text: 'Connect with us', link: '/contact-us' } as const satisfies { readonly text: string; readonly link: InternalHref };

export const heroMessages = [
  {
    id: 'journeys',
    buttonText: 'Know More',
    title: 'One group,',
    highlight: 'many journeys',
    title2: 'across three continents',
    highlightColor: 'accent',
    content:
      'Travel, electronics, fashion, general trading, IT, logistics and GSA: BBG businesses serve clients across the Middle East, Africa and Asia.',
  },
  {
    id: 'brands',
    buttonText: 'Know More',
    title: 'Building',
    highlight: 'iconic brands',
    title2: 'since 2013',
    highlightColor: 'sun',
    content: 'From Blueberry Travel to SPJ Electronics and Next Holidays, we grow brands that people trust and come back to.',
  },
  {
    id: 'together',
    buttonText: 'Know More',
    title: "Let's",
    highlight: 'achieve more',
    title2: 'together',
    highlightColor: 'lilac',
    content: 'More than 1500 people in 30+ countries work with partners and clients to deliver exceptional service every day.',
  },
] as const satisfies readonly HeroMessage[];
