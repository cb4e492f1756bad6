import { routes } from '../app/routes';
import { bbgOverviewPage, clientsPage, sustainabilityPage, valuesMissionPage, visionValuesPage } from './overview-pages';

// Each record as its page imports it.
const overviewPages = [bbgOverviewPage, visionValuesPage, clientsPage, valuesMissionPage, sustainabilityPage];

describe('overview pages', () => {
  it.each(overviewPages)('$path is a route of this remote', (page) => {
    expect(routes.map((route) => route.path)).toContain(page.path);
  });

  it('uses the entries each page is specified with', () => {
    expect(overviewPages.map(({ path, hero, overview }) => [path, hero.id, overview.id])).toEqual([
      ['/bbg-overview', 9, 21],
      ['/vision-values', 10, 24],
      ['/clients', 15, 9],
      ['/values-mission', 16, 22],
      ['/sustainability', 18, 12],
    ]);
    expect(overviewPages.map((page) => page.news.id)).toEqual([1, 2, 3, 6, 8]);
  });
});
