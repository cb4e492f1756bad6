import { LOCALES } from '@bbg/contract';
import { routes } from '../app/routes';
import { bbgOverviewPage, clientsPage, overviewCopy, overviewPageData, sustainabilityPage, valuesMissionPage, visionValuesPage } from './overview-pages';

// Each record as its page imports it.
const overviewPages = [bbgOverviewPage, visionValuesPage, clientsPage, valuesMissionPage, sustainabilityPage];

describe('overview pages', () => {
  it.each(overviewPages)('$path is a route of this remote', (page) => {
    expect(routes.map((route) => route.path)).toContain(page.path);
  });

  it.each(LOCALES)('uses the entries each page is specified with (%s)', async (locale) => {
    const copy = await overviewCopy[locale]();
    const pages = overviewPages.map((record) => overviewPageData(record, copy));
    expect(pages.map(({ path, hero, overview }) => [path, hero.id, overview.id])).toEqual([
      ['/bbg-overview', 9, 21],
      ['/vision-values', 10, 24],
      ['/clients', 15, 9],
      ['/values-mission', 16, 22],
      ['/sustainability', 18, 12],
    ]);
    expect(pages.map((page) => page.news.id)).toEqual([1, 2, 3, 6, 8]);
  });
});
