/**
 * @jest-environment node
 */
import type { Registry } from '@bbg/contract';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import type { RemoteInfo } from '../apps';
import { previewLink } from './preview-link';

const brands: RemoteInfo = { id: 'brands', dir: 'mfe-brands', federationName: 'mfe_brands', port: 3002, section: 'Brands', preview: { art: 'corporate', title: 'Brands', line: 'A section of the BBG site' } };
const LIVE = '1.0.0-aaaaaaaaaaaa';
const NEXT = '1.0.0-bbbbbbbbbbbb';

const version = (name: string, paths: readonly string[]) => remoteVersion('brands', name, paths.map((path) => ({ path, expose: './page', title: path, layout: 'main' })));

const registry: Registry = {
  schema: 1,
  updatedAt: '',
  remotes: {
    brands: remoteRecord('brands', LIVE, { staged: [NEXT], versions: { [LIVE]: version(LIVE, ['/brands']), [NEXT]: version(NEXT, ['/brands', '/spj']) } }),
  },
};

describe('previewLink', () => {
  it('links the live site with the preview parameter, at the home page by default', () => {
    expect(previewLink(registry, 'https://www.bbg.example', brands, NEXT)).toBe(`https://www.bbg.example/?bbg-preview=brands@${NEXT}`);
  });

  it('opens a page of the staged version, spelt as its route spells it', () => {
    expect(previewLink(registry, 'https://www.bbg.example', brands, NEXT, '/SPJ')).toBe(`https://www.bbg.example/spj?bbg-preview=brands@${NEXT}`);
  });

  it.each(['/fr/spj', '/ar/brands', '/fr', '/AR', '/Fr/SPJ'])('opens %s, a page of the site in another locale', (path) => {
    expect(previewLink(registry, 'https://www.bbg.example', brands, NEXT, path)).toBe(`https://www.bbg.example${path.toLowerCase()}?bbg-preview=brands@${NEXT}`);
  });

  it('refuses a locale prefix on a path that is not a page, or one the site has no locale for', () => {
    for (const path of ['/fr/nowhere', '/de/spj', '/en/spj', '/fr/fr/spj']) expect(() => previewLink(registry, 'https://www.bbg.example', brands, NEXT, path)).toThrow(`${path} is not a page of the site`);
  });

  it('refuses a version that is not staged (the live one included)', () => {
    expect(() => previewLink(registry, 'https://www.bbg.example', brands, LIVE)).toThrow(`mfe-brands has no staged version ${LIVE}. Staged: ${NEXT}.`);
  });

  it('forces the current version too while a canary runs, for QA in its share', () => {
    const canary: Registry = { ...registry, remotes: { brands: { ...registry.remotes.brands!, canary: { version: NEXT, percent: 10 } } } };
    expect(previewLink(canary, 'https://www.bbg.example', brands, LIVE, '/brands')).toBe(`https://www.bbg.example/brands?bbg-preview=brands@${LIVE}`);
    expect(() => previewLink(canary, 'https://www.bbg.example', brands, LIVE, '/spj')).toThrow(`/spj is not a page of the site with mfe-brands ${LIVE}.`);
  });

  it.each(['/nowhere', 'https://evil.example/', '//evil.example/spj', '/spj?x=1'])('refuses %s as the page to open', (path) => {
    expect(() => previewLink(registry, 'https://www.bbg.example', brands, NEXT, path)).toThrow(`${path} is not a page of the site with mfe-brands ${NEXT}. Pages: /, /brands, /spj, each also under a locale's prefix (/fr, /ar).`);
  });
});
