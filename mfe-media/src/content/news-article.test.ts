import { findBanner } from '@bbg/shared/content/banners';
import { findNewsCardSet } from '@bbg/shared/content/news-cards';
import { MORE_NEWS_HEADING, MORE_NEWS_ID, NEWS_ARTICLE_HERO_ID, newsArticle } from './news-article';

describe('news article content', () => {
  it('is dated 05 December 2024 and tagged BUSINESS, BRAND, TALENT & CULTURE', () => {
    expect(newsArticle.date).toBe('05 December 2024');
    expect(newsArticle.dateTime).toBe('2024-12-05');
    expect(newsArticle.tags).toEqual(['BUSINESS', 'BRAND', 'TALENT & CULTURE']);
  });

  it('keeps this page\u2019s own figures: 1,000 employees, 100+ partners, 10+ years', () => {
    expect(newsArticle.figures).toEqual([
      { value: '1,000', label: 'employees' },
      { value: '100+', label: 'partners' },
      { value: '10+', label: 'years' },
    ]);
    const body = newsArticle.paragraphs.join(' ');
    expect(body).toContain('1,000 employees');
    expect(body).toContain('100 partners');
    expect(body).toContain('10+ years');
  });

  it('uses hero 29 and news cards 19 under You May Also Read', () => {
    expect(findBanner(NEWS_ARTICLE_HERO_ID)?.pageName).toBe('News Inner');
    expect(findNewsCardSet(MORE_NEWS_ID)).toBeDefined();
    expect(MORE_NEWS_HEADING).toBe('You May Also Read');
  });
});
