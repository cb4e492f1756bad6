import { newsCardSet as englishNewsCardSet } from '@bbg/kit';
import { routes } from '../app/routes';
import { copy } from '../pages/business-page/business-page';
import { BUSINESS_OVERVIEW_ANCHOR, businessPage, businessPageKeys, type BusinessPageCopy } from './business-pages';
import { newsCardSet } from './news-cards';

const businessRoutes = routes.filter((route) => route.expose === './business-page');

// The English catalogues as the pages load them.
let english: BusinessPageCopy;
beforeAll(async () => {
  english = await copy.en();
});

describe('business pages content', () => {
  it('shows on each business route the hero, overview and news cards it is specified with', () => {
    const shown = businessRoutes.map((route) => {
      const page = businessPage(english, route.content);
      return [route.path, page?.hero.id, page?.information.id, page?.news.id];
    });
    expect(shown).toEqual([
      ['/business-overview', 19, 23, 9],
      ['/travel', 20, 14, 10],
      ['/electronics', 21, 15, 11],
      ['/fashion', 23, 17, 13],
      ['/general-trading', 24, 18, 14],
      ['/dmc', 27, 13, 17],
    ]);
  });

  it('covers exactly the routes served by the business page component, with unique paths', () => {
    const served = businessRoutes.map((route) => route.content);
    expect(businessPageKeys.map((page) => page.content)).toEqual(served);
    expect(new Set(served).size).toBe(served.length);
  });

  it('has heroes whose button scrolls to the overview', () => {
    for (const { content } of businessPageKeys) expect(businessPage(english, content)?.hero.buttonLink).toBe(`#${BUSINESS_OVERVIEW_ANCHOR}`);
  });

  it('gives the airport fashion store to /fashion only', () => {
    const withStore = businessRoutes.filter((route) => {
      const page = businessPage(english, route.content);
      return page !== undefined && 'store' in page.information;
    });
    expect(withStore.map((route) => route.path)).toEqual(['/fashion']);
  });

  it('words the news cards in English as the kit’s placeholder cards do', () => {
    expect(newsCardSet(english.news, 'travel')).toEqual(englishNewsCardSet(10, 'Travel', 'travel'));
  });
});
