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

  it('writes structured data that cannot close its element', () => {
    const tags = documentHead({ ...terms, link: { ...terms.link!, jsonLd: { name: '</script>' } } }).headTags?.join('') ?? '';
    expect(tags).toContain('<script type="application/ld+json">{"name":"\\u003c/script>"}</script>');
  });

  it("writes no link tags for app.html's head", () => {
    expect(documentHead({ title: 'BBG', description: 'Site' }).headTags).toEqual([]);
  });
});
