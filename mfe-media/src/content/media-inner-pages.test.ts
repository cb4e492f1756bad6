import { routes } from '../app/routes';
import { findMediaInnerPage } from '../pages/media-inner/find-inner-page';
import { mediaInnerPages, type MediaInnerPage } from './media-inner-pages';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe('media center inner pages', () => {
  it('are the five inner routes, with heroes 32 to 36', () => {
    const innerRoutes = routes.filter((route) => route.expose === './media-center-inner');
    expect(innerRoutes.map((route) => [route.path, findMediaInnerPage(mediaInnerPages, route.content)?.hero.id])).toEqual([
      ['/media-center-inner1', 32],
      ['/media-center-inner2', 33],
      ['/media-center-inner3', 34],
      ['/media-center-inner4', 35],
      ['/media-center-inner5', 36],
    ]);
  });

  it('hold the topics listed for each page', () => {
    expect(mediaInnerPages.map((page) => page.categories.map((category) => category.title))).toEqual([
      ['Internal Events', 'CSR Events'],
      ['Airline', 'IATA', 'ICAO', 'New Product Launches', 'Collaborations/Sponsored Events', 'Awards'],
      ['Office Inaugurations'],
      ['Guide & Tips'],
      ['Human Resources', 'Planning & Strategies', 'Information Technology', 'Accounting & Finance', 'Online Marketing', 'Sales & Operations'],
    ]);
  });

  it('has unique section ids and story ids on each page, and dates that match their ISO form', () => {
    const pages: readonly MediaInnerPage[] = mediaInnerPages;
    for (const page of pages) {
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
    expect(findMediaInnerPage(mediaInnerPages, 'brands')?.hero.id).toBe(34);
    expect(findMediaInnerPage(mediaInnerPages, 'media-center-inner6')).toBeUndefined();
    expect(findMediaInnerPage(mediaInnerPages, undefined)).toBeUndefined();
  });
});
