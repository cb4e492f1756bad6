import type { CopyLoaders, PageProps } from '@bbg/contract';
import { NewsCards, Banner, type BannerEntry, type PlaceholderNewsWords, ScrollSections, type ScrollSection, Section } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { moreNewsCards, type NewsArticle, type NewsArticleLabels } from '../../content/news-article';
import { ArticleBody } from './article-body';
import styles from './news-article-page.module.css';

/** What the news article says, in whichever language: English's shapes, every language's words. */
interface NewsArticleCopy {
  readonly banners: { readonly banners: { readonly newsArticle: BannerEntry } };
  readonly page: {
    readonly newsArticle: NewsArticle;
    readonly MORE_NEWS_HEADING: string;
    readonly moreNews: PlaceholderNewsWords;
    readonly newsArticleLabels: NewsArticleLabels;
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<NewsArticleCopy>({ banners: () => import('../../content/en/banners.json'), page: () => import('../../content/en/news-article.json') }),
  fr: copyCatalogues<NewsArticleCopy>({ banners: () => import('../../content/fr/banners.json'), page: () => import('../../content/fr/news-article.json') }),
  ar: copyCatalogues<NewsArticleCopy>({ banners: () => import('../../content/ar/banners.json'), page: () => import('../../content/ar/news-article.json') }),
} satisfies CopyLoaders<NewsArticleCopy>;

/** The element ids of the article's and the news cards' sections (their side dots lead there). */
const SECTION_IDS = { article: 'article', more: 'more' } as const;

/** /news-events-inner: hero 29, the article of 05 December 2024, then 'You May Also Read' (news cards 19). */
export function Page({ copy: { banners, page } }: PageProps<NewsArticleCopy>) {
  const { newsArticle, moreNews, MORE_NEWS_HEADING, newsArticleLabels: labels } = page;
  const sections: readonly ScrollSection[] = [
    { id: 'news', tooltip: labels.heroTooltip, render: () => <Banner entry={banners.banners.newsArticle} /> },
    {
      id: SECTION_IDS.article,
      tooltip: labels.articleTooltip,
      render: () => (
        <Section as="div" height="full" tone="white">
          <ArticleBody article={newsArticle} labels={labels} />
        </Section>
      ),
    },
    {
      id: SECTION_IDS.more,
      tooltip: labels.moreTooltip,
      render: () => (
        <div className={styles.more}>
          <NewsCards items={moreNewsCards(moreNews, banners.banners.newsArticle.pageName)} heading={MORE_NEWS_HEADING} />
        </div>
      ),
    },
  ];
  return <ScrollSections sections={sections} />;
}
