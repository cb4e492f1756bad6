import type { ArtTopic } from '@bbg/kit';
import type { InternalHref } from '@bbg/contract';

/** Media card: id, link, title, desc; plus the art it shows. */
export interface MediaCard {
  readonly id: number;
  readonly link: InternalHref;
  readonly title: string;
  readonly desc: string;
  readonly art: ArtTopic;
}

export interface SectionCopy {
  /** The section's element id: the side dot and any `#id` button scroll to it. */
  readonly id: string;
  /** Its dot's tooltip. */
  readonly tooltip: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly text: string;
}

export interface Award {
  readonly id: string;
  readonly year: string;
  readonly title: string;
  readonly body: string;
  readonly detail: string;
}

/** The article the Read Article button opens (the site's one article page, ARTICLE_PATH). */
export interface FeaturedArticle {
  readonly tag: string;
  readonly art: ArtTopic;
  readonly title: string;
  readonly date: string;
  readonly dateTime: string;
  readonly summary: string;
  readonly buttonText: string;
}

/** The page's own labels: its hero's side-dot tooltip. */
export interface MediaCenterLabels {
  readonly heroTooltip: string;
}
