import { placeholderNewsCards, type NewsCardSet, type PlaceholderNewsWords } from '@bbg/kit';

export interface NewsArticle {
  readonly headline: string;
  /** As shown. */
  readonly date: string;
  /** ISO date for `<time dateTime>`. */
  readonly dateTime: string;
  readonly tags: readonly string[];
  readonly paragraphs: readonly string[];
  /** The three figures the body quotes (this page's own readings; other pages quote other figures). */
  readonly figures: readonly { readonly value: string; readonly label: string }[];
}

/** The page's own labels: its side dots' tooltips and the article's controls. */
export interface NewsArticleLabels {
  /** The tooltips of the hero's, the article's and the news cards' side dots. */
  readonly heroTooltip: string;
  readonly articleTooltip: string;
  readonly moreTooltip: string;
  /** The accessible name of the article's list of tags. */
  readonly tags: string;
  /** The text of the button that downloads the company profile. */
  readonly downloadPdf: string;
}

/**
 * The news cards of 'You May Also Read': the kit's placeholder cards in the words of the document's language, as set
 * 19 with the media art, named after the page (its hero's page name). The kit gives each card its tag's colour.
 */
export const moreNewsCards = (words: PlaceholderNewsWords, pageName: string): NewsCardSet => placeholderNewsCards(words)(19, pageName, 'media');
