import type { PageHead } from '@bbg/contract';
import { documentHead } from './head-tags';

const terms: PageHead = {
  title: 'T & C | BBG',
  description: 'The "terms"',
  link: { siteName: 'BBG', url: 'https://www.bbgroup.example/t&c', image: 'https://www.bbgroup.example/remotes/legal/1.0.0/preview.jpg', ogLocale: 'en_US' },
};

describe('documentHead', () => {
  it("writes the shell's head as tags, escaped: the canonical URL, Open Graph and a large-image card", () => {
    const { title, description, headTags = [] } = documentHead(terms);
    expect({ title, description }).toEqual({ title: 'T & C | BBG', description: 'The "terms"' });
    const tags = headTags.join('');
    expect(tags).toContain('<link rel="canonical" href="https://www.bbgroup.example/t&amp;c">');
    expect(tags).toContain('<meta property="og:site_name" content="BBG">');
    expect(tags).toContain('<meta property="og:title" content="T &amp; C | BBG">');
    expect(tags).toContain('<meta property="og:description" content="The &quot;terms&quot;">');
    expect(tags).toContain('<meta property="og:url" content="https://www.bbgroup.example/t&amp;c">');
    expect(tags).toContain('<meta property="og:image" content="https://www.bbgroup.example/remotes/legal/1.0.0/preview.jpg">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).not.toContain('ld+json');
  });

  it('writes a reviewed page\'s locale, its language versions and the preview image\'s size, and no robots tag', () => {
    const reviewed: PageHead = {
      ...terms,
      link: {
        ...terms.link!,
        ogLocale: 'fr_FR',
        ogAlternates: ['en_US', 'ar_AE'],
        alternates: [
          { hreflang: 'en', url: 'https://www.bbgroup.example/t&c' },
          { hreflang: 'fr', url: 'https://www.bbgroup.example/fr/t&c' },
          { hreflang: 'x-default', url: 'https://www.bbgroup.example/t&c' },
        ],
      },
    };
    const tags = documentHead(reviewed).headTags ?? [];
    expect(tags).toEqual(
      expect.arrayContaining([
        '<meta property="og:locale" content="fr_FR">',
        '<meta property="og:locale:alternate" content="en_US">',
        '<meta property="og:locale:alternate" content="ar_AE">',
        '<link rel="alternate" hreflang="en" href="https://www.bbgroup.example/t&amp;c">',
        '<link rel="alternate" hreflang="fr" href="https://www.bbgroup.example/fr/t&amp;c">',
        '<link rel="alternate" hreflang="x-default" href="https://www.bbgroup.example/t&amp;c">',
        '<meta property="og:image:width" content="1200">',
        '<meta property="og:image:height" content="630">',
      ]),
    );
    expect(tags.join('')).not.toContain('robots');
  });

  it('keeps an unreviewed translation out of search engines: noindex, its own canonical URL, and no language versions', () => {
    const tags = documentHead({ ...terms, noindex: true, link: { ...terms.link!, url: 'https://www.bbgroup.example/ar/t&c', ogLocale: 'ar_AE' } }).headTags ?? [];
    expect(tags[0]).toBe('<meta name="robots" content="noindex">');
    expect(tags).toContain('<link rel="canonical" href="https://www.bbgroup.example/ar/t&amp;c">');
    expect(tags).toContain('<meta property="og:locale" content="ar_AE">');
    expect(tags.join('')).not.toMatch(/hreflang|og:locale:alternate/);
  });

  it('writes structured data that cannot close its element', () => {
    const tags = documentHead({ ...terms, link: { ...terms.link!, jsonLd: { name: '</script>' } } }).headTags?.join('') ?? '';
    expect(tags).toContain('<script type="application/ld+json">{"name":"\\u003c/script>"}</script>');
  });

  it("writes no link tags for app.html's head", () => {
    expect(documentHead({ title: 'BBG', description: 'Site' }).headTags).toEqual([]);
  });
});
