import { escapeHtml, pageDocument, scriptJson } from './page-document';
import { headTags } from './head-tags';
import { isStaticRoute, routeFile } from './route-file';

const template =
  '<!doctype html><html lang="en"><head><meta name="description" content="Site"><title>BBG</title><script defer src="/static/js/main.1.js"></script></head><body><div id="root"></div></body></html>';

describe('pageDocument', () => {
  const html = pageDocument({
    template,
    title: 'Terms & Conditions | BBG',
    description: 'The "terms" <of> use',
    stylesheets: ['/static/css/a.css', '/remotes/legal/1/static/css/b.css'],
    bootScript: { src: '/static/js/boot.x.js', integrity: 'sha384-abc' },
    pageData: { remote: 'legal', version: '1.0.0-x</script><script>alert(1)' },
    body: '<main><h1>Terms</h1></main>',
  });

  it('puts the page in #root and its title and description, escaped, in the head', () => {
    expect(html).toContain('<div id="root"><main><h1>Terms</h1></main></div>');
    expect(html).toContain('<title>Terms &amp; Conditions | BBG</title>');
    expect(html).toContain('<meta name="description" content="The &quot;terms&quot; &lt;of&gt; use">');
  });

  it('links the stylesheets in order and the boot script with its integrity, before the shell script runs', () => {
    expect(html.indexOf('a.css')).toBeLessThan(html.indexOf('b.css'));
    expect(html).toContain('<script src="/static/js/boot.x.js" integrity="sha384-abc" crossorigin></script>');
  });

  it('writes no inline script that could run: the page data cannot close its element', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<script type="application/json" id="bbg-page">');
    expect(scriptJson('</script>')).toBe('"\\u003c/script>"');
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageDocument({ template: '<html><head><title>x</title></head></html>', title: 't', description: 'd', stylesheets: [], bootScript: { src: '/b.js', integrity: 'i' }, body: '' })).toThrow(/meta description|#root/);
  });
});

describe('headTags', () => {
  it('gives absolute URLs from the configured origin and a large-image card', () => {
    const tags = headTags({ siteUrl: 'https://www.bbgroup.example', path: '/t&c', title: 'T & C | BBG', description: 'Terms', image: '/og/legal.jpg' }).join('');
    expect(tags).toContain('<link rel="canonical" href="https://www.bbgroup.example/t&amp;c">');
    expect(tags).toContain('<meta property="og:image" content="https://www.bbgroup.example/og/legal.jpg">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).not.toContain('ld+json');
  });
});

describe('routeFile', () => {
  it('names the file a static host serves for each route', () => {
    expect(routeFile('/')).toBe('index.html');
    expect(routeFile('/about-us')).toBe('about-us.html');
    expect(routeFile('/t&c')).toBe('t&c.html');
  });

  it('refuses paths that are not one plain segment', () => {
    for (const path of ['/../etc/passwd', '/a/b', '/newsletter/:id', 'x']) expect(() => routeFile(path)).toThrow(/cannot be pre-rendered/);
    expect(isStaticRoute('/newsletter/:id')).toBe(false);
  });
});

it('escapes every character that matters in HTML', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});
