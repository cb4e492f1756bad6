import type { Registry } from '@bbg/contract';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import { parseLastmod, publicPaths, recordServed, robotsTxt, sitemapXml } from './sitemap';

const route = (path: string, layout: 'main' | 'bare' | 'none' = 'main') => ({ path, expose: './p' as const, title: 'P', layout });
const registry: Registry = {
  schema: 1,
  updatedAt: '',
  remotes: {
    legal: remoteRecord('legal', '2', { previous: ['1'], versions: { '2': remoteVersion('legal', '2', [route('/privacy-policy'), route('/t&c')]), '1': remoteVersion('legal', '1', [route('/old')]) } }),
    media: remoteRecord('media', '1', { routes: [route('/media-center'), route('/newsletter/:id', 'none'), route('/newsletter-frame', 'none')] }),
  },
};

describe('sitemap', () => {
  it('lists the home page and every current static route, not the framed pages', () => {
    expect(publicPaths(registry)).toEqual(['/', '/privacy-policy', '/t&c', '/media-center']);
  });

  it('writes absolute, escaped URLs with the day each page last changed, and robots.txt naming it', () => {
    const lastmod = recordServed({}, new Map([['index.html', Buffer.from('home')], ['t&c.html', Buffer.from('terms')]]));
    const xml = sitemapXml(registry, lastmod, 'https://www.bbgroup.example');
    expect(xml).toMatch(/<url><loc>https:\/\/www\.bbgroup\.example\/<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/url>/);
    expect(xml).toContain('<loc>https://www.bbgroup.example/t&amp;c</loc><lastmod>');
    expect(xml).toContain('<url><loc>https://www.bbgroup.example/privacy-policy</loc></url>');
    expect(xml).not.toContain('newsletter');
    expect(robotsTxt('https://www.bbgroup.example')).toContain('Sitemap: https://www.bbgroup.example/sitemap.xml');
  });

  it('lists each page in English and in each locale its owner has reviewed, and no other', () => {
    const legal = registry.remotes.legal!;
    const reviewed = { ...registry, remotes: { ...registry.remotes, legal: { ...legal, versions: { ...legal.versions, '2': { ...legal.versions['2']!, reviewed: ['fr'] } } } } } as Registry;
    const listed = (xml: string): string[] => [...xml.matchAll(/<loc>https:\/\/www\.bbgroup\.example([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(listed(sitemapXml(registry, {}, 'https://www.bbgroup.example'))).toEqual(['/', '/privacy-policy', '/t&amp;c', '/media-center']);
    expect(listed(sitemapXml(reviewed, {}, 'https://www.bbgroup.example'))).toEqual(['/', '/privacy-policy', '/fr/privacy-policy', '/t&amp;c', '/fr/t&amp;c', '/media-center']);
    // The home page is the shell's: its review is the shell's.
    expect(listed(sitemapXml(registry, {}, 'https://www.bbgroup.example', ['fr', 'ar']))).toEqual(['/', '/fr', '/ar', '/privacy-policy', '/t&amp;c', '/media-center']);
  });

  it('keeps the date of the last real change when a page is served again unchanged', () => {
    const first = recordServed({}, new Map([['index.html', Buffer.from('home')]]), '2026-01-01T00:00:00.000Z');
    expect(recordServed(first, new Map([['index.html', Buffer.from('home')]]), '2026-02-02T00:00:00.000Z')).toEqual(first);
    expect(recordServed(first, new Map([['index.html', Buffer.from('new')]]), '2026-02-02T00:00:00.000Z')['index.html']?.at).toBe('2026-02-02T00:00:00.000Z');
  });

  it('reads page dates it cannot parse as none', () => {
    for (const text of ['{"index.ht', '[]', 'null']) expect(parseLastmod(Buffer.from(text))).toEqual({});
  });
});
