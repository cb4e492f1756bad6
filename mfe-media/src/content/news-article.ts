import { newsCardSet } from '@bbg/kit';

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

/** The news cards of 'You May Also Read' (set 19). */
export const moreNews = newsCardSet(19, 'News Inner', 'media');
export const MORE_NEWS_HEADING = 'You May Also Read';

export const newsArticle = {
  headline: 'From one travel desk to a group of 1,000: how BBG grew',
  date: '05 December 2024',
  dateTime: '2024-12-05',
  tags: ['BUSINESS', 'BRAND', 'TALENT & CULTURE'],
  figures: [
    { value: '1,000', label: 'employees' },
    { value: '100+', label: 'partners' },
    { value: '10+', label: 'years' },
  ],
  paragraphs: [
    'What began as a single travel desk has become a group of businesses in travel, electronics, fashion, general trading, IT, logistics and general sales agency, serving customers across the Middle East, Africa and Asia.',
    'Today BBG counts 1,000 employees and more than 100 partners, from the airlines our GSA teams represent to the retailers who carry SPJ electronics and the hotels that host Next Holidays travellers. After 10+ years, the group\u2019s scale is measured less by its size than by the trust of those partners.',
    'Growth has followed a simple pattern: a brand earns its place in one market, then the group opens an office and brings its shared services (finance, IT, online marketing and operations) so the next market starts faster. New offices in Nairobi, Gurugram and Douala opened this year on exactly that model.',
    'Our people carry that growth. Graduate and mentoring programmes, an academy for sales staff and one booking platform for every travel brand mean that a colleague in Jaipur and one in Dubai work the same way, and can move between businesses as they grow.',
    'The next chapter is about depth rather than breadth: stronger brands in the markets we already serve, greener travel, and partnerships that last. We are proud of the first ten years, and we are only getting started.',
  ],
} as const satisfies NewsArticle;

export const newsArticleLabels = {
  heroTooltip: 'News',
  articleTooltip: 'Article',
  moreTooltip: 'More',
  tags: 'Tags',
  downloadPdf: 'Download PDF',
} as const satisfies NewsArticleLabels;
