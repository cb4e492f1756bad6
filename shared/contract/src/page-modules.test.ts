import { firstRouteOfEachModule } from './page-modules';

describe('firstRouteOfEachModule', () => {
  it('keeps the first route of each exposed module, in order', () => {
    const routes = [
      { path: '/brands', expose: './brands' },
      { path: '/spj', expose: './brand-page' },
      { path: '/mgt', expose: './brand-page' },
      { path: '/qr-link', expose: './qr-link' },
    ] as const;
    expect(firstRouteOfEachModule(routes).map((route) => route.path)).toEqual(['/brands', '/spj', '/qr-link']);
    expect(firstRouteOfEachModule([])).toEqual([]);
  });
});
