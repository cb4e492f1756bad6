import type { InternalHref } from '@bbg/contract';
import type { ArtTopic } from '../ui/art/art';

/** News card: tag label and its colour, title, optional description, date, image. */
export interface NewsCard {
  readonly buttonStyle: string;
  readonly buttonText: string;
  readonly title: string;
  readonly description?: string;
  readonly date: string;
  /** May be empty: the card then shows no image. */
  readonly imgSrc: ArtTopic | '';
}

export interface NewsCardSet {
  readonly id: number;
  readonly pageName: string;
  readonly mainCard: NewsCard;
  readonly sideCard: NewsCard;
  readonly card1: NewsCard;
  readonly card2: NewsCard;
  readonly card3: NewsCard;
}

/** Where a card's "read" link leads: the news article page. */
export const NEWS_ARTICLE_PATH = '/news-events-inner' satisfies InternalHref;

const tags = {
  business: { buttonText: 'BUSINESS', buttonStyle: '#3A2FA0' },
  brand: { buttonText: 'BRAND', buttonStyle: '#C2255C' },
  talent: { buttonText: 'TALENT & CULTURE', buttonStyle: '#1B7A4B' },
  events: { buttonText: 'EVENTS', buttonStyle: '#8A4B08' },
} as const;

// The client's placeholder copy is the same in every variant; only the page and the art differ (each remote keeps its
// pages' variants, `src/content/news-cards.ts`).
const placeholder = {
  main: { ...tags.business, title: 'BBG expands its presence across Africa', description: 'New offices and partnerships bring the group\u2019s travel and trading services to more markets.', date: '05 December 2024' },
  side: { ...tags.brand, title: 'Next Holidays welcomes its millionth customer', description: 'A milestone for the group\u2019s leisure travel brand.', date: '05 December 2024' },
  one: { ...tags.talent, title: 'Celebrating our people at the annual meeting', date: '22 Sept\u201922' },
  two: { ...tags.events, title: 'Honored at Arabian Travel Awards', date: '22 Sept\u201922' },
  three: { ...tags.business, title: 'Best Corporate Travel Program', date: '22 Sept\u201922' },
} as const;

/** A page's news card set, handed to the kit's NewsCards: the placeholder cards, with the page's art on the main card. */
export const newsCardSet = (id: number, pageName: string, topic: ArtTopic): NewsCardSet => ({
  id,
  pageName,
  mainCard: { ...placeholder.main, imgSrc: topic },
  sideCard: { ...placeholder.side, imgSrc: 'travel' },
  card1: { ...placeholder.one, imgSrc: 'people' },
  card2: { ...placeholder.two, imgSrc: 'events' },
  card3: { ...placeholder.three, imgSrc: '' },
});
