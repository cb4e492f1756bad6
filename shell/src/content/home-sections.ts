import type { InternalHref } from '@bbg/contract';

/** The home page's sections' anchor ids, in order. */
export type HomeSectionId = 'home-hero' | 'home-about' | 'home-experience' | 'home-brands' | 'home-timeline' | 'home-culture' | 'home-news' | 'home-partners';

/** The home page's sections in order and its closing call-to-action: `<locale>/home-sections.json`. */
export interface SectionsCatalogue {
  /**
   * Each section's anchor id and its dot's tooltip. The client's copy repeats "History" for the timeline and the
   * culture photos; kept as written.
   */
  readonly homeSections: readonly { readonly id: HomeSectionId; readonly tooltip: string }[];
  readonly closingCallToAction: { readonly title: string; readonly text: string; readonly buttonText: string; readonly link: InternalHref };
}
