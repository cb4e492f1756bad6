import type { ArtTopic } from '@bbg/kit';
import type { InternalHref } from '@bbg/contract';

// The shapes of /about-us's copy; its words in each language are `<locale>/about-us.json`.

interface AboutLink {
  readonly label: string;
  /** An internal route. */
  readonly to: InternalHref;
}

/** One full-height section of /about-us after the hero; its tooltip names its side dot. */
export interface AboutSection {
  readonly id: string;
  readonly tooltip: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly links: readonly AboutLink[];
  readonly art: ArtTopic;
  /** Labels of buttons that download the company profile PDF. */
  readonly downloads?: readonly string[];
  /** Headline figures shown instead of the picture. */
  readonly stats?: readonly { readonly id: string; readonly value: string; readonly label: string }[];
}

export interface AboutHero {
  readonly id: string;
  readonly tooltip: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly highlight: string;
  readonly description: string;
  readonly art: ArtTopic;
}

/** What /about-us says around its sections. */
export interface AboutLabels {
  /** Accessible name of the hero's down-arrow. */
  readonly scrollDown: string;
}
