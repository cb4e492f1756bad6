import { routes } from '../app/routes';
import { copy } from '../pages/media-inner/media-inner-page';
import { findMediaInnerPage } from '../pages/media-inner/find-inner-page';
import type { MediaInnerPageWords } from './media-inner-pages';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// The English catalogues as the inner page loads them.
let english: Awaited<ReturnType<typeof copy.en>>;
beforeAll(async () => {
  english = await copy.en();
});
const findPage = (key: string | undefined) => findMediaInnerPage(english.page.mediaInnerPages, english.banners.banners, key);

describe('media center inner pages', () => {
  it('are the five inner routes, with heroes 32 to 36', () => {
    const innerRoutes = routes.filter((route) => route.expose === './media-center-inner');
    expect(innerRoutes.map((route) => [route.path, findPage(route.content)?.hero.id])).toEqual([
      ['/media-center-inner1', 32],
      ['/media-center-inner2', 33],
      ['/media-center-inner3', 34],
      ['/media-center-inner4', 35],
      ['/media-center-inner5', 36],
    ]);
  });

  it('hold the topics listed for each page', () => {
    const pages: readonly MediaInnerPageWords[] = Object.values(english.page.mediaInnerPages);
    expect(pages.map((page) => page.categories.map((category) => category.title))).toEqual([
      ['Internal Events', 'CSR Events'],
      ['Airline', 'IATA', 'ICAO', 'New Product Launches', 'Collaborations/Sponsored Events', 'Awards'],
      ['Office Inaugurations'],
      ['Guide & Tips'],
      ['Human Resources', 'Planning & Strategies', 'Information Technology', 'Accounting & Finance', 'Online Marketing', 'Sales & Operations'],
    ]);
  });

  it('has unique section ids and story ids on each page, and dates that match their ISO form', () => {
    for (const page of Object.values(english.page.mediaInnerPages)) {
      const sectionIds = ['hero', ...page.categories.map((category) => category.id)];
      expect(new Set(sectionIds).size).toBe(sectionIds.length);
      const stories = page.categories.flatMap((category) => category.stories);
      expect(new Set(stories.map((story) => story.id)).size).toBe(stories.length);
      for (const story of stories) {
        const [year, month, day] = story.dateTime.split('-');
        expect(story.date).toBe(`${day} ${months[Number(month) - 1]} ${year}`);
      }
      for (const category of page.categories) expect(category.stories.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('finds the page a route\u2019s content key names, and none for a route without a known key', () => {
    expect(findPage('brands')?.hero.id).toBe(34);
    expect(findPage('media-center-inner6')).toBeUndefined();
    expect(findPage('toString')).toBeUndefined();
    expect(findPage(undefined)).toBeUndefined();
  });
});
