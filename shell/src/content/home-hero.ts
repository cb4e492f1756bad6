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

/** The home page's hero: `<locale>/home-hero.json`. */
export interface HeroCatalogue {
  readonly HERO_SECONDARY: { readonly text: string; readonly link: InternalHref };
  readonly heroMessages: readonly HeroMessage[];
}
