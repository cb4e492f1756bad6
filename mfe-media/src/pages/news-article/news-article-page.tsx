import { NewsCards, Banner, ScrollSections, type ScrollSection, Section } from '@bbg/kit';
import { banners } from '../../content/banners';
import { articleSectionIds, MORE_NEWS_HEADING, moreNews, newsArticle } from '../../content/news-article';
import { ArticleBody } from './article-body';
import styles from './news-article-page.module.css';

/** /news-events-inner: hero 29, the article of 05 December 2024, then 'You May Also Read' (news cards 19). */
export function Page() {
  const sections: readonly ScrollSection[] = [
    { id: 'news', tooltip: 'News', render: () => <Banner entry={banners.newsArticle} /> },
    {
      id: articleSectionIds.article,
      tooltip: 'Article',
      render: () => (
        <Section as="div" height="full" tone="white">
          <ArticleBody article={newsArticle} />
        </Section>
      ),
    },
    {
      id: articleSectionIds.more,
      tooltip: 'More',
      render: () => (
        <div className={styles.more}>
          <NewsCards items={moreNews} heading={MORE_NEWS_HEADING} />
        </div>
      ),
    },
  ];
  return <ScrollSections sections={sections} />;
}
