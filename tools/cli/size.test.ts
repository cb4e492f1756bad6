/**
 * @jest-environment node
 */
import type { Registry } from '@bbg/contract';
import { routePaths, routerColumn, sizeOptions } from './size';

describe('routerColumn', () => {
  it("says how long after the root's adoption React Router arrived, or that it has not yet", () => {
    expect(routerColumn(420, false)).toBe('+420 ms');
    expect(routerColumn(0, false)).toBe('+0 ms');
    expect(routerColumn(null, false)).toBe('not yet');
  });

  it('shows an arrival before the adoption as negative, and a page rendered in the browser as needing it first', () => {
    expect(routerColumn(-35, false)).toBe('-35 ms');
    expect(routerColumn(null, true)).toBe('first');
  });
});

describe('routePaths', () => {
  const route = (path: string, expose: string) => ({ path, expose, title: path, layout: 'main' as const });
  const registry = {
    remotes: {
      brands: { current: '2', versions: { '1': { routes: [route('/old', './old')] }, '2': { routes: [route('/brands', './brands'), route('/spj', './brand-page'), route('/mgt', './brand-page')] } } },
      media: { current: '1', versions: { '1': { routes: [route('/newsletter/:id', './newsletter')] } } },
    },
  } as unknown as Registry;

  const otherLocales = ['/fr', '/fr/brands', '/ar', '/ar/brands'];

  it("measures the home page and the first route of each page module of each remote's current version, and each other locale's home and first page", () => {
    expect(routePaths(registry)).toEqual(['/', '/brands', '/spj', '/newsletter/1', ...otherLocales]);
  });

  it('measures every route with all, and a route the budget names even when its module is measured already', () => {
    expect(routePaths(registry, { all: true })).toEqual(['/', '/brands', '/spj', '/mgt', '/newsletter/1', ...otherLocales]);
    expect(routePaths(registry, { named: ['/mgt'] })).toEqual(['/', '/brands', '/spj', '/mgt', '/newsletter/1', ...otherLocales]);
  });
});

describe('sizeOptions', () => {
  it('measures one route of each page module on a free port (0) unless told, --port as serve takes it', () => {
    expect(sizeOptions([])).toEqual({ all: false, port: 0 });
    expect(sizeOptions(['--all', '--port', '8480'])).toEqual({ all: true, port: 8480 });
    expect(sizeOptions(['--port=8480'])).toEqual(sizeOptions(['--port', '8480']));
  });

  it.each([
    [['--port', 'abc'], /^--port needs a port number \(0 to 65535\), got 'abc'\.$/],
    [['--port'], /^--port needs a value\. Usage: npm run size -- \[--all\] \[--port <port>\]/],
    [['--all=yes'], /^--all takes no value\. Usage: npm run size -- /],
  ])('refuses %j with a reason, in one line', (args, message) => {
    expect(() => sizeOptions(args)).toThrow(message);
  });
});
