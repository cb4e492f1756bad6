import type { InternalHref } from '@bbg/contract';

/** A figure of the home page's fact accordion (11+ years, 30+ countries, 1500+ employees, 100+ projects). */
interface HomeFact {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** The About Us section of the home page: `<locale>/home-about.json`. */
export interface AboutCatalogue {
  /** Belief, inspire and value words over the background video. */
  readonly beliefWords: readonly [believe: string, inspire: string, value: string];
  readonly aboutBlurb: {
    readonly eyebrow: string;
    readonly title: string;
    readonly paragraphs: readonly string[];
    readonly linkText: string;
    /** Read after the link's words, not shown: where it leads. */
    readonly linkContext: string;
    readonly link: InternalHref;
  };
  readonly homeFacts: readonly HomeFact[];
}
