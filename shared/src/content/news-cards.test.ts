import { newsCardSets } from './news-cards';

describe('news card sets', () => {
  it('has 19 variants with unique ids 1 to 19', () => {
    expect(newsCardSets.map((s) => s.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  it('keeps the placeholder copy identical across variants', () => {
    const titles = new Set(newsCardSets.map((s) => [s.mainCard, s.sideCard, s.card1, s.card2, s.card3].map((c) => c.title).join('|')));
    expect(titles.size).toBe(1);
  });
});
