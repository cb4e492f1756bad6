import type { Registry, RemoteRoute } from '@bbg/contract';
import { remoteRecord } from '@bbg/testing';
import { assertOwnRoutes } from './route-claims';

const route = (path: string): RemoteRoute => ({ path, expose: './page', title: 'Page', layout: 'main' });

const registry: Registry = {
  schema: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  remotes: {
    legal: remoteRecord('legal', '1.0.0-a', { routes: [route('/privacy-policy'), route('/Yashika-fashion')] }),
  },
};

describe('a path belongs to one app', () => {
  it('refuses a route another remote serves now, in any case, naming both', () => {
    expect(() => assertOwnRoutes(registry, 'careers', [route('/careers'), route('/Privacy-Policy')])).toThrow(
      '/Privacy-Policy is claimed by both the remote careers and the remote legal (Legal)',
    );
    // And a path the registry spells in capitals, claimed in small letters.
    expect(() => assertOwnRoutes(registry, 'careers', [route('/yashika-fashion')])).toThrow('/yashika-fashion is claimed by both the remote careers and the remote legal (Legal)');
  });

  it("refuses the shell's own page", () => {
    expect(() => assertOwnRoutes(registry, 'careers', [route('/')])).toThrow('/ is claimed by both the remote careers and the shell');
  });

  it.each([
    ['/app', 'app.html'],
    ['/App', 'app.html'],
    ['/index', 'index.html'],
    ['/fr', 'fr.html'],
    ['/ar', 'ar.html'],
  ])("refuses %s, which would be pre-rendered over the shell's %s", (path, file) => {
    expect(() => assertOwnRoutes(registry, 'careers', [route(path)])).toThrow(`${path} is claimed by both the remote careers and the shell (its ${file})`);
  });

  it('takes new paths, and the paths the remote itself serves now', () => {
    expect(() => assertOwnRoutes(registry, 'careers', [route('/careers'), route('/apps'), route('/france'), route('/careers/:id')])).not.toThrow();
    expect(() => assertOwnRoutes(registry, 'legal', [route('/privacy-policy'), route('/cookie-policy')])).not.toThrow();
  });
});
