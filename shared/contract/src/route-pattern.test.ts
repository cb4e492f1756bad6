import { routePattern } from './route-pattern';

describe('routePattern', () => {
  it('matches the paths a route serves: a parameter is one segment, * the rest, any case, a trailing slash', () => {
    const newsletter = routePattern('/newsletter/:id');
    expect(['/newsletter/1', '/Newsletter/abc', '/newsletter/1/'].every((path) => newsletter.test(path))).toBe(true);
    expect(['/newsletter', '/newsletter/1/2', '/x/newsletter/1'].some((path) => newsletter.test(path))).toBe(false);
    expect(routePattern('/t&c').test('/T&C')).toBe(true);
    expect(routePattern('/a.b').test('/aXb')).toBe(false);
    expect(routePattern('/docs/*').test('/docs/a/b')).toBe(true);
  });

  it('reads a * that is not the last segment as itself, and answers a long path at once whatever the route says', () => {
    expect(routePattern('/a/*/b').test('/a/*/b')).toBe(true);
    expect(routePattern('/a/*/b').test('/a/x/b')).toBe(false);
    const hostile = routePattern('/*/*/*/*/*/*/*/*/z');
    const started = Date.now();
    expect(hostile.test(`/${'a/'.repeat(99)}`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
  });
});
