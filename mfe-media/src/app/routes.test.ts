import { routes } from './routes';

describe('media routes', () => {
  it('are the routes mfe-media owns, each with a title and description', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/media-center',
      '/media-center-inner1',
      '/media-center-inner2',
      '/media-center-inner3',
      '/media-center-inner4',
      '/media-center-inner5',
      '/media-day',
      '/news-events-inner',
      '/newsletter/:id',
    ]);
    for (const route of routes) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.description.length).toBeGreaterThan(0);
    }
  });

  it('serves the five inner pages from one page module, and the newsletter outside every layout', () => {
    const inner = routes.filter((route) => route.path.startsWith('/media-center-inner'));
    expect(new Set(inner.map((route) => route.expose))).toEqual(new Set(['./media-center-inner']));
    expect(routes.filter((route) => route.layout !== 'main').map((route) => [route.path, route.layout])).toEqual([['/newsletter/:id', 'none']]);
  });
});
