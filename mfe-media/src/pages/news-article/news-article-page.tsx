import { NewsCards } from '@bbg/shared/ui/news-cards/news-cards';
import { Banner } from '@bbg/shared/ui/banner/banner';
import { ScrollSections, type ScrollSection } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import { Section } from '@bbg/shared/ui/section/section';
import { articleSectionIds, MORE_NEWS_HEADING, MORE_NEWS_ID, NEWS_ARTICLE_HERO_ID, newsArticle } from '../../content/news-article';
import { ArticleBody } from './article-body';
import styles from './news-article-page.module.css';

/** /news-events-inner: hero 29, the article of 05 December 2024, then 'You May Also Read' (news cards 19). */
export function Page() {
  const sections: readonly ScrollSection[] = [
    { id: 'news', tooltip: 'News', render: () => <Banner id={NEWS_ARTICLE_HERO_ID} /> },
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
          <NewsCards id={MORE_NEWS_ID} heading={MORE_NEWS_HEADING} />
        </div>
      ),
    },
  ];
  return <ScrollSections sections={sections} />;
}
