import { newsCardSet, placeholderNewsCards, type PlaceholderNewsWords } from './news-cards';

const french: PlaceholderNewsWords = {
  tags: { business: 'ENTREPRISE', brand: 'MARQUE', talent: 'TALENTS', events: 'ÉVÉNEMENTS' },
  main: { title: 'Principal', description: 'Sa description', date: '5 décembre 2024' },
  side: { title: 'À côté', description: 'La sienne', date: '5 décembre 2024' },
  one: { title: 'Un', date: '22 sept. 2022' },
  two: { title: 'Deux', date: '22 sept. 2022' },
  three: { title: 'Trois', date: '22 sept. 2022' },
};

describe('placeholderNewsCards', () => {
  it("sets each card in the language's words, with its tag's colour and the page's art on the main card", () => {
    const set = placeholderNewsCards(french)(19, 'Article', 'media');
    expect(set).toEqual({
      id: 19,
      pageName: 'Article',
      mainCard: { buttonText: 'ENTREPRISE', buttonStyle: '#3A2FA0', title: 'Principal', description: 'Sa description', date: '5 décembre 2024', imgSrc: 'media' },
      sideCard: { buttonText: 'MARQUE', buttonStyle: '#C2255C', title: 'À côté', description: 'La sienne', date: '5 décembre 2024', imgSrc: 'travel' },
      card1: { buttonText: 'TALENTS', buttonStyle: '#1B7A4B', title: 'Un', date: '22 sept. 2022', imgSrc: 'people' },
      card2: { buttonText: 'ÉVÉNEMENTS', buttonStyle: '#8A4B08', title: 'Deux', date: '22 sept. 2022', imgSrc: 'events' },
      card3: { buttonText: 'ENTREPRISE', buttonStyle: '#3A2FA0', title: 'Trois', date: '22 sept. 2022', imgSrc: '' },
    });
  });

  it('gives English the same cards, tags and colours in its own words', () => {
    const english = newsCardSet(1, 'BBG Overview', 'corporate');
    const other = placeholderNewsCards(french)(1, 'BBG Overview', 'corporate');
    expect(english.mainCard).toMatchObject({ buttonText: 'BUSINESS', title: 'BBG expands its presence across Africa', imgSrc: 'corporate' });
    for (const slot of ['mainCard', 'sideCard', 'card1', 'card2', 'card3'] as const) {
      expect(english[slot].buttonStyle).toBe(other[slot].buttonStyle);
      expect(english[slot].imgSrc).toBe(other[slot].imgSrc);
    }
  });
});
