import { artTopics } from '@bbg/kit';
import { routes } from '../app/routes';
import { banners } from './en/banners.json';
import { awards, featuredArticle, latestNews, mediaCards, mediaSection } from './en/media-center.json';
import { ARTICLE_PATH } from './media-story';

const ownPaths = new Set<string>(routes.map((route) => route.path));

describe('media center content', () => {
  it('has the five media cards, in order, each leading to its inner page', () => {
    expect(mediaCards.map((card) => [card.title, card.link])).toEqual([
      ['Events & Coverage', '/media-center-inner1'],
      ['Latest News', '/media-center-inner2'],
      ['Brands', '/media-center-inner3'],
      ['Guide & Tips', '/media-center-inner4'],
      ['Talent & Culture', '/media-center-inner5'],
    ]);
    expect(new Set(mediaCards.map((card) => card.id)).size).toBe(5);
    for (const card of mediaCards) {
      expect(ownPaths.has(card.link)).toBe(true);
      expect(card.desc.length).toBeGreaterThan(20);
      expect(artTopics).toContain(card.art);
    }
  });

  it('opens with hero 31, whose button scrolls to the cards', () => {
    expect(banners.mediaCenter.buttonLink).toBe(`#${mediaSection.id}`);
  });

  it('sends Read Article to the news article, dated as the article is', () => {
    expect(featuredArticle.buttonText).toBe('Read Article');
    expect(ARTICLE_PATH).toBe('/news-events-inner');
    expect(ownPaths.has(ARTICLE_PATH)).toBe(true);
    expect(featuredArticle.date).toBe('05 December 2024');
  });

  it('has unique news stories and awards', () => {
    expect(new Set(latestNews.map((story) => story.id)).size).toBe(latestNews.length);
    expect(new Set(awards.map((award) => award.id)).size).toBe(awards.length);
    for (const story of latestNews) expect(story.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
