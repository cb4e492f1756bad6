import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry } from '@bbg/shared/contract';
import { publicPaths, recordServed, writeSitemap } from './sitemap';

const route = (path: string, layout: 'main' | 'bare' | 'none' = 'main') => ({ path, expose: './p' as const, title: 'P', layout });
const registry = {
  schema: 1,
  updatedAt: '',
  remotes: {
    legal: { name: 'mfe_legal', section: 'Legal', current: '2', previous: ['1'], versions: { '2': { routes: [route('/privacy-policy'), route('/t&c')] }, '1': { routes: [route('/old')] } } },
    media: { name: 'mfe_media', section: 'Media', current: '1', previous: [], versions: { '1': { routes: [route('/media-center'), route('/newsletter/:id', 'none')] } } },
  },
} as unknown as Registry;

describe('sitemap', () => {
  it('lists the home page and every current static route, not the framed newsletters', () => {
    expect(publicPaths(registry)).toEqual(['/', '/privacy-policy', '/t&c', '/media-center']);
  });

  it('writes absolute, escaped URLs with the day each page last changed, and robots.txt naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bbg-sitemap-'));
    mkdirSync(join(dir, '.server'));
    writeFileSync(join(dir, 'index.html'), 'home');
    writeFileSync(join(dir, 't&c.html'), 'terms');
    recordServed(dir, ['index.html', 't&c.html']);
    writeSitemap(dir, registry, 'https://www.bbgroup.example');
    const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(xml).toMatch(/<url><loc>https:\/\/www\.bbgroup\.example\/<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/url>/);
    expect(xml).toContain('<loc>https://www.bbgroup.example/t&amp;c</loc><lastmod>');
    expect(xml).toContain('<url><loc>https://www.bbgroup.example/privacy-policy</loc></url>');
    expect(xml).not.toContain('newsletter');
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.bbgroup.example/sitemap.xml');
  });

  it('keeps the date of the last real change when a page is served again unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bbg-lastmod-'));
    mkdirSync(join(dir, '.server'));
    writeFileSync(join(dir, 'index.html'), 'home');
    recordServed(dir, ['index.html']);
    const first = readFileSync(join(dir, '.server/lastmod.json'), 'utf8');
    recordServed(dir, ['index.html']);
    expect(readFileSync(join(dir, '.server/lastmod.json'), 'utf8')).toBe(first);
  });
});
