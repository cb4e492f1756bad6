/**
 * @jest-environment node
 */
import { isRegistry, type RemoteRoute } from '@bbg/contract';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import { attributeBeacon, boundsOf, ownerOf } from './attribute';

const route = (path: string): RemoteRoute => ({ path, expose: './page', title: 'Page', layout: 'main' });
const registry: unknown = {
  schema: 1,
  updatedAt: '2026-11-28T00:00:00Z',
  remotes: {
    legal: remoteRecord('legal', '1.0.1', { previous: ['1.0.0'], canary: { version: '1.0.2', percent: 25 }, versions: { '1.0.0': remoteVersion('legal', '1.0.0', [route('/privacy-policy')]), '1.0.1': remoteVersion('legal', '1.0.1', [route('/privacy-policy'), route('/t&c')]), '1.0.2': remoteVersion('legal', '1.0.2', [route('/privacy-policy')]) } }),
    media: remoteRecord('media', '2.0.0', { routes: [route('/newsletter/:id')] }),
  },
};
if (!isRegistry(registry)) throw new Error('the fixture is not a registry');
const bounds = boundsOf(registry);

describe('attributeBeacon', () => {
  it('finds the owner of a page in any locale, the shell for the home page, other for an unknown path', () => {
    expect(['/privacy-policy', '/fr/t&c', '/ar/newsletter/7', '/', '/ar', '/nowhere', '/fr/privacy-policy/x'].map((path) => ownerOf(bounds, path))).toEqual(['legal', 'legal', 'media', 'shell', 'shell', 'other', 'other']);
  });

  it("attributes signals to their source and version, measurements to the landing route's owner, in seconds", () => {
    const samples = attributeBeacon(
      {
        route: '/ar/privacy-policy',
        versions: { legal: '1.0.2', media: '2.0.0' },
        locale: 'ar',
        canary: ['legal'],
        metrics: [{ name: 'LCP', value: 1500 }, { name: 'CLS', value: 0.02 }, { name: 'TTFB', value: 80 }],
        signals: [
          { kind: 'view', source: 'legal', version: '1.0.2', navigation: 'load' },
          { kind: 'load-failure', source: 'media', version: '2.0.0', reason: '5xx', path: '/ar/newsletter/1' },
          { kind: 'error', source: 'shell', version: 'whatever' },
        ],
      },
      bounds,
    );
    expect(samples).toEqual([
      { remote: 'legal', version: '1.0.2', cohort: 'canary', routeGroup: 'legal', locale: 'ar', kind: 'view', reason: '' },
      { remote: 'media', version: '2.0.0', cohort: 'stable', routeGroup: 'media', locale: 'ar', kind: 'load-failure', reason: '5xx' },
      { remote: 'shell', version: 'current', cohort: 'stable', routeGroup: 'legal', locale: 'ar', kind: 'error', reason: '' },
      { remote: 'legal', version: '1.0.2', cohort: 'canary', routeGroup: 'legal', locale: 'ar', kind: 'lcp', reason: '', value: 1.5 },
      { remote: 'legal', version: '1.0.2', cohort: 'canary', routeGroup: 'legal', locale: 'ar', kind: 'cls', reason: '', value: 0.02 },
    ]);
  });

  it('counts a version or a remote the registry does not describe as other, never as a new label value', () => {
    const samples = attributeBeacon(
      { route: '/nowhere', versions: {}, metrics: [], signals: [{ kind: 'view', source: 'legal', version: '6.6.6-forged' }, { kind: 'error', source: 'evil', version: '1' }] },
      bounds,
    );
    expect(samples.map(({ remote, version, routeGroup, locale }) => [remote, version, routeGroup, locale])).toEqual([
      ['legal', 'other', 'other', 'other'],
      ['other', 'other', 'other', 'other'],
    ]);
  });
});
