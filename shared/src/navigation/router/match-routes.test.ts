import { matchRoutes, type RouteObject } from './match-routes';

const page = (name: string) => name;
const routes: RouteObject[] = [
  {
    element: page('root'),
    children: [
      { element: page('main'), children: [{ index: true, element: page('home') }, { path: '/about-us', element: page('about') }, { path: '/newsletter/:id', element: page('issue') }] },
      { element: page('bare'), children: [{ path: '/qr-link', element: page('qr') }] },
      { path: '/newsletter/latest', element: page('latest') },
      { path: '*', element: page('fallback') },
    ],
  },
];

const elementsAt = (pathname: string) => matchRoutes(routes, pathname)?.routes.map((route) => route.element);

describe('matchRoutes', () => {
  it('matches the index route at / through its layouts', () => {
    expect(elementsAt('/')).toEqual(['root', 'main', 'home']);
  });

  it('ignores case and a trailing slash, as React Router does by default', () => {
    expect(elementsAt('/ABOUT-us/')).toEqual(['root', 'main', 'about']);
    expect(elementsAt('/QR-Link')).toEqual(['root', 'bare', 'qr']);
  });

  it('matches a percent-encoded path against the decoded route', () => {
    expect(matchRoutes([{ path: '/t&c', element: 'terms' }], '/t%26c')?.routes.map((route) => route.element)).toEqual(['terms']);
  });

  it('reads :params, decoded, and prefers a static segment to a parameter', () => {
    expect(matchRoutes(routes, '/newsletter/issue%202')?.params).toEqual({ id: 'issue 2' });
    expect(elementsAt('/newsletter/latest')).toEqual(['root', 'latest']);
  });

  it('sends every other path to the catch-all, with the rest as *', () => {
    expect(elementsAt('/nowhere/at/all')).toEqual(['root', 'fallback']);
    expect(matchRoutes(routes, '/nowhere/at/all')?.params).toEqual({ '*': 'nowhere/at/all' });
    expect(elementsAt('/newsletter/1/extra')).toEqual(['root', 'fallback']);
  });

  it('answers null when nothing matches', () => {
    expect(matchRoutes([{ path: '/only', element: 'only' }], '/other')).toBeNull();
  });
});
