import { banners } from './en/banners.json';
import { MORE_NEWS_HEADING, moreNews, newsArticle } from './en/news-article.json';
import { moreNewsCards } from './news-article';

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

  it('shows news cards 19 under You May Also Read', () => {
    const cards = moreNewsCards(moreNews, banners.newsArticle.pageName);
    expect([cards.id, cards.pageName, cards.mainCard.imgSrc]).toEqual([19, 'News Inner', 'media']);
    expect(MORE_NEWS_HEADING).toBe('You May Also Read');
  });
});
