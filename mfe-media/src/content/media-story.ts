import { paths } from '../app/paths';
import type { ArtTopic } from '@bbg/kit';

/** One story of the media center: a card with its art, tag, title, date and summary. */
export interface MediaStory {
  readonly id: string;
  readonly title: string;
  /** As shown, e.g. 05 December 2024. */
  readonly date: string;
  /** ISO date for the `<time>` element. */
  readonly dateTime: string;
  readonly summary: string;
  readonly art: ArtTopic;
}

/** Where every story card leads: the site's one article page. */
export const ARTICLE_PATH = paths.newsEventsInner;
