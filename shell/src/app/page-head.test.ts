import { remoteRecord } from '@bbg/testing';
import { pageHead, type HeadSite } from './page-head';
import { siteHead } from './site-head';

const site: HeadSite = { siteUrl: 'https://www.bbgroup.example', locale: 'en', description: siteHead.description, shellReviewed: [] };
const terms = { path: '/t&c', expose: './terms', title: 'Terms & Conditions', description: 'The terms of use.', layout: 'main' } as const;
const legal = remoteRecord('legal', '2.0.0', { previous: ['1.0.0'], routes: [terms] });

describe('pageHead', () => {
  it("gives the home page the site's name and description and the shell's preview image (the pre-render adds the Organization)", () => {
    const head = pageHead(site, '/');
    expect(head).toMatchObject({ ...siteHead, link: { siteName: 'BBG', url: 'https://www.bbgroup.example/', image: 'https://www.bbgroup.example/og/home.jpg' } });
    expect(head.link?.jsonLd).toBeUndefined();
  });

  it("gives a remote's page its route's title with the site's name, its description, and the preview its current version publishes", () => {
    expect(pageHead(site, '/t&c', { route: terms, record: legal })).toEqual({
      title: 'Terms & Conditions | BBG',
      description: 'The terms of use.',
      link: { siteName: 'BBG', url: 'https://www.bbgroup.example/t&c', image: 'https://www.bbgroup.example/remotes/legal/2.0.0/preview.jpg' },
    });
  });

  it("falls back to the site's description, and refuses a record whose current version it does not describe", () => {
    const { description, ...untold } = terms;
    expect(description).toBeTruthy();
    expect(pageHead(site, '/t&c', { route: untold, record: legal }).description).toBe(siteHead.description);
    expect(() => pageHead(site, '/t&c', { route: terms, record: { ...legal, current: '3.0.0' } })).toThrow('does not describe its current version 3.0.0');
  });

  it('gives app.html, which answers many URLs, no canonical URL or link preview', () => {
    expect(siteHead).toEqual({ title: 'BBG', description: expect.stringMatching(/^BBG: travel/) });
  });
});
