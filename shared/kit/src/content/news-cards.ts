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

/** The four tags a placeholder card wears. */
type NewsTag = 'business' | 'brand' | 'talent' | 'events';

/** The words of one placeholder card. */
interface PlaceholderCardWords {
  readonly title: string;
  readonly description?: string;
  readonly date: string;
}

/**
 * The placeholder cards' words in one language: the tags' names and the five cards' titles, descriptions and dates.
 * The client's placeholder copy is the same in every variant; only the page and the art differ.
 */
export interface PlaceholderNewsWords {
  readonly tags: Readonly<Record<NewsTag, string>>;
  readonly main: PlaceholderCardWords;
  readonly side: PlaceholderCardWords;
  readonly one: PlaceholderCardWords;
  readonly two: PlaceholderCardWords;
  readonly three: PlaceholderCardWords;
}

/** Each tag's colour, the same in every language. */
const TAG_COLOURS: Readonly<Record<NewsTag, string>> = { business: '#3A2FA0', brand: '#C2255C', talent: '#1B7A4B', events: '#8A4B08' };

const ENGLISH: PlaceholderNewsWords = {
  tags: { business: 'BUSINESS', brand: 'BRAND', talent: 'TALENT & CULTURE', events: 'EVENTS' },
  main: { title: 'BBG expands its presence across Africa', description: 'New offices and partnerships bring the group\u2019s travel and trading services to more markets.', date: '05 December 2024' },
  side: { title: 'Next Holidays welcomes its millionth customer', description: 'A milestone for the group\u2019s leisure travel brand.', date: '05 December 2024' },
  one: { title: 'Celebrating our people at the annual meeting', date: "22 Sept'22" },
  two: { title: 'Honored at Arabian Travel Awards', date: "22 Sept'22" },
  three: { title: 'Best Corporate Travel Program', date: "22 Sept'22" },
};

/**
 * A page's news card set, handed to the kit's NewsCards, in the language of `words`: the placeholder cards, each with
 * its tag and that tag's colour, and the page's art on the main card. Each remote keeps its pages' variants in
 * `src/content/news-cards.ts` and their words in `src/content/<locale>/news-cards.json` (see newsCardSetOf).
 */
export function placeholderNewsCards(words: PlaceholderNewsWords): (id: number, pageName: string, topic: ArtTopic) => NewsCardSet {
  const card = (slot: Exclude<keyof PlaceholderNewsWords, 'tags'>, tag: NewsTag, imgSrc: ArtTopic | ''): NewsCard => ({
    buttonText: words.tags[tag],
    buttonStyle: TAG_COLOURS[tag],
    ...words[slot],
    imgSrc,
  });
  return (id, pageName, topic) => ({
    id,
    pageName,
    mainCard: card('main', 'business', topic),
    sideCard: card('side', 'brand', 'travel'),
    card1: card('one', 'talent', 'people'),
    card2: card('two', 'events', 'events'),
    card3: card('three', 'business', ''),
  });
}

/** A page's news card set in English (placeholderNewsCards). */
export const newsCardSet = placeholderNewsCards(ENGLISH);

/** Where one of a remote's news card sets comes from: its entry number and its main card's art, in every language. */
export interface NewsCardVariant {
  readonly id: number;
  readonly art: ArtTopic;
}

/** A remote's news cards in one language (`src/content/<locale>/news-cards.json`): the placeholder words once, each set's page by key. */
export interface NewsCardsCatalogue<Key extends string> {
  readonly placeholderNewsWords: PlaceholderNewsWords;
  readonly newsCardPageNames: Readonly<Record<Key, string>>;
}

/** Set `key` of a remote's news cards (`variants`: each set's entry and art), in the language of `words`. */
export function newsCardSetOf<Key extends string>(variants: Readonly<Record<Key, NewsCardVariant>>, words: NewsCardsCatalogue<Key>, key: Key): NewsCardSet {
  const { id, art } = variants[key];
  return placeholderNewsCards(words.placeholderNewsWords)(id, words.newsCardPageNames[key], art);
}
