import type { Registry, RemoteRoute } from '@bbg/contract';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import { e2ePreview, previewedVersion, rendersAfresh } from './preview';

const LIVE = '1.0.0-aaaaaaaaaaaa';
const STAGED = '1.0.1-bbbbbbbbbbbb';
const DROPPED = '1.0.2-cccccccccccc';

/** legal at LIVE with STAGED staged; DROPPED is described too, but neither staged nor current. */
const registry = (record: Partial<NonNullable<Registry['remotes']['legal']>> = {}): Registry => {
  const legal = remoteRecord('legal', LIVE, { staged: [STAGED], ...record });
  return { schema: 1, updatedAt: '2026-01-01T00:00:00Z', remotes: { legal: { ...legal, versions: { ...legal.versions, [DROPPED]: remoteVersion('legal', DROPPED) } } } };
};

const asked = (value: string) => e2ePreview(value)!;

describe('E2E_PREVIEW against the registry the site project serves', () => {
  it('gives the staged version it names', () => {
    expect(asked(`legal@${STAGED}`)).toEqual({ value: `legal@${STAGED}`, remote: 'legal', version: STAGED });
    expect(previewedVersion(asked(`legal@${STAGED}`), registry(), 'dist').version).toBe(STAGED);
  });

  it('stops the run on a version the shell would refuse, which would leave every journey on the live site', () => {
    for (const version of [DROPPED, LIVE, '9.9.9-999999999999']) {
      expect(() => previewedVersion(asked(`legal@${version}`), registry(), '/srv/dist')).toThrow(
        `E2E_PREVIEW=legal@${version}: /srv/dist does not stage that version (previewable: ${STAGED}), so every journey would run on the live site.`,
      );
    }
    expect(() => previewedVersion(asked(`brands@${STAGED}`), registry(), 'dist')).toThrow('(previewable: none)');
  });

  it('takes the current version while a canary runs, as a preview link does', () => {
    expect(previewedVersion(asked(`legal@${LIVE}`), registry({ canary: { version: STAGED, percent: 10 } }), 'dist').version).toBe(LIVE);
  });
});

describe('the pages a preview renders afresh', () => {
  const routes: RemoteRoute[] = [
    { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' },
    { path: '/t&c', expose: './terms', title: 'Terms & Conditions', layout: 'main' },
    { path: '/newsletter/:id', expose: './newsletter', title: 'Newsletter', layout: 'bare' },
  ];

  it('are the previewed remote’s routes in every locale, typed or URL-encoded', () => {
    for (const path of ['/privacy-policy', '/fr/privacy-policy', '/ar/privacy-policy?x=1#consent', '/t&c', '/t%26c', '/ar/t%26c', '/newsletter/3', '/fr/newsletter/3']) {
      expect([path, rendersAfresh(routes, path)]).toEqual([path, true]);
    }
  });

  it('are no other page', () => {
    for (const path of ['/', '/fr', '/about-us', '/fr/about-us', '/de/privacy-policy', '/privacy-policy/more', '/newsletter']) {
      expect([path, rendersAfresh(routes, path)]).toEqual([path, false]);
    }
  });
});
