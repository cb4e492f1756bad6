import type { RemoteRecord } from '@bbg/contract';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import { withAlternates } from './page-alternates';
import { pageHead, type HeadSite, type OwnedRoute } from './page-head';
import { siteHead } from './site-head';

const site: HeadSite = { siteUrl: 'https://www.bbgroup.example', locale: 'en', description: siteHead.description, shellReviewed: [] };
const terms = { path: '/t&c', expose: './terms', title: 'Terms & Conditions', description: 'The terms of use.', layout: 'main' } as const;
const legal = remoteRecord('legal', '2.0.0', { previous: ['1.0.0'], routes: [terms] });
/** A page's head as the pre-render writes it. */
const head = (where: HeadSite, path: string, owned?: OwnedRoute) => withAlternates(pageHead(where, path, owned), where, path, owned);

describe('withAlternates', () => {
  const heads = { fr: { title: 'Conditions générales', description: "Les conditions d'utilisation." } };
  const frenchTerms = { ...terms, heads };
  const withReview = (reviewed: RemoteRecord['versions'][string]['reviewed']): RemoteRecord => ({
    ...legal,
    versions: { ...legal.versions, '2.0.0': { ...remoteVersion('legal', '2.0.0', [frenchTerms]), ...(reviewed ? { reviewed } : {}) } },
  });
  const french: HeadSite = { ...site, locale: 'fr', description: 'BBG : voyages…' };

  it('an unreviewed translation: its own title and URL, noindex, and no hreflang', () => {
    const unreviewed = head(french, '/t&c', { route: frenchTerms, record: withReview(undefined) });
    expect(unreviewed).toMatchObject({ title: 'Conditions générales | BBG', description: "Les conditions d'utilisation.", noindex: true });
    expect(unreviewed.link).toMatchObject({ url: 'https://www.bbgroup.example/fr/t&c', ogLocale: 'fr_FR' });
    expect(unreviewed.link?.alternates).toBeUndefined();
  });

  it('a reviewed one: indexed, and it and its English twin name each other and the x-default, absolutely', () => {
    const record = withReview(['fr']);
    const fr = head(french, '/t&c', { route: frenchTerms, record });
    const en = head(site, '/t&c', { route: frenchTerms, record });
    const expected = [
      { hreflang: 'en', url: 'https://www.bbgroup.example/t&c' },
      { hreflang: 'fr', url: 'https://www.bbgroup.example/fr/t&c' },
      { hreflang: 'x-default', url: 'https://www.bbgroup.example/t&c' },
    ];
    expect(fr.noindex).toBeUndefined();
    expect(fr.link?.alternates).toEqual(expected);
    expect(en.link?.alternates).toEqual(expected);
    expect(en.link?.ogAlternates).toEqual(['fr_FR']);
    // Arabic, not reviewed: its page is noindex and no reviewed page names it.
    expect(head({ ...site, locale: 'ar' }, '/t&c', { route: frenchTerms, record }).noindex).toBe(true);
  });

  it('an English page reviewed in no other language: indexed, with no hreflang and no alternate locales', () => {
    const en = head(site, '/t&c', { route: frenchTerms, record: withReview(undefined) });
    expect(en.noindex).toBeUndefined();
    expect(en.link).toMatchObject({ url: 'https://www.bbgroup.example/t&c', ogLocale: 'en_US' });
    expect(en.link?.alternates).toBeUndefined();
    expect(en.link?.ogAlternates).toBeUndefined();
  });

  it("gives the home page the shell's review, its URL as the locale's root, and the locale's site description", () => {
    const home = head({ ...french, shellReviewed: ['fr'] }, '/');
    expect(home).toMatchObject({ description: 'BBG : voyages…', link: { url: 'https://www.bbgroup.example/fr' } });
    expect(home.noindex).toBeUndefined();
    expect(head(french, '/').noindex).toBe(true);
  });
});

