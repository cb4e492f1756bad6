import { ENTRY_ID, HERO_ATTRIBUTE, HERO_MEDIA_ATTRIBUTE, HERO_WAITS_FOR_MEDIA, LATE_FACES_ID, SERVED_PAGE_ID, SHELL_COPY_ID } from '@bbg/contract';
import { escapeHtml, firstScreenEnd, pageDocument, scriptJson, takeEntryScript, takeImagePreload } from './page-document';
import { isStaticRoute, routeFile } from './route-file';

const template =
  '<!doctype html><html lang="en"><head><meta name="description" content="Site"><title>BBG</title><script crossorigin defer integrity="sha384-main" src="/static/js/main.1.js"></script></head><body><div id="root"></div></body></html>';

const served = {
  template,
  title: 'Terms & Conditions | BBG',
  description: 'The "terms" <of> use',
  stylesheet: '/static/css/page.1.css',
  lateFaces: { sheet: '/static/css/faces.1.css', faces: [{ family: 'Inter', weight: '600', src: 'url(/static/fonts/inter-600.1.woff2)' }] },
  heldSheets: ['/static/css/a.css', '/static/css/b.css'],
  fontPreload: '/static/media/sora-latin-700-normal.1.woff2',
  bootScript: { src: '/static/js/boot.x.js', integrity: 'sha384-abc' },
  locale: 'en',
  entry: 'after-hero',
  pageData: { remote: 'legal', version: '1.0.0-x</script><script>alert(1)' },
  body: '<link rel="preload" as="image" href="/art/hero.svg" fetchPriority="high"/><link rel="preload" as="image" href="/flags/in.svg"/><main id="main"><h1>Terms</h1></main>',
} as const;

const headOf = (html: string): string => /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';
/** The head's tags as a browser with scripts reads them: what is inside <noscript> is text to it. */
const tagsOf = (html: string, name: string): string[] => headOf(html).replace(/<noscript>.*?<\/noscript>/gs, '').match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
/** The JSON record of the head's `<script type="application/json" id="…">`. */
const record = (html: string, id: string): string | undefined => new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];
/** What the boot script's tag says on a page with a hero picture or video to wait for. */
const waitsForHero = `${HERO_ATTRIBUTE}="${HERO_WAITS_FOR_MEDIA}"`;

describe('pageDocument', () => {
  const html = pageDocument(served);

  it("carries the shell's words as JSON the shell reads at start, escaped so nothing in them can close the element", () => {
    expect(pageDocument({ ...served, shellCopy: { chrome: '</script>' } })).toContain(`<script type="application/json" id="${SHELL_COPY_ID}">{"chrome":"\\u003c/script>"}</script>`);
    expect(html).not.toContain(SHELL_COPY_ID);
  });

  it("names the document's language, and its direction where it is right to left", () => {
    expect(html).toContain('<html lang="en">');
    expect(pageDocument({ ...served, locale: 'fr' })).toContain('<html lang="fr">');
    expect(pageDocument({ ...served, locale: 'ar' })).toContain('<html lang="ar" dir="rtl">');
  });

  it('puts the page in #root and its title and description, escaped, in the head', () => {
    expect(html).toContain('<div id="root"><main id="main"><h1>Terms</h1></main></div>');
    expect(html).toContain('<title>Terms &amp; Conditions | BBG</title>');
    expect(html).toContain('<meta name="description" content="The &quot;terms&quot; &lt;of&gt; use">');
  });

  it('links one stylesheet for the first paint; the sheets it holds are listed disabled, so nothing fetches them', () => {
    const sheets = tagsOf(html, 'link').filter((tag) => tag.includes('rel="stylesheet"'));
    expect(sheets).toEqual([
      '<link rel="stylesheet" href="/static/css/page.1.css">',
      '<link rel="stylesheet" href="/static/css/a.css" disabled>',
      '<link rel="stylesheet" href="/static/css/b.css" disabled>',
    ]);
  });

  it('names the late faces for the boot script to add after the first paint (nothing fetched), and links their sheet without scripts', () => {
    const late = record(html, LATE_FACES_ID) ?? 'null';
    expect(JSON.parse(late)).toEqual(served.lateFaces);
    expect(headOf(html)).toContain('<noscript><link rel="stylesheet" href="/static/css/faces.1.css"></noscript>');
    expect(pageDocument({ ...served, lateFaces: undefined })).not.toMatch(/faces|<noscript>/);
  });

  it('runs only the boot script from the head: the entry is named in the head, for the boot script to start after the hero', () => {
    const scripts = tagsOf(html, 'script');
    expect(scripts.filter((tag) => !tag.includes('type="application/'))).toEqual(['<script src="/static/js/boot.x.js" integrity="sha384-abc" crossorigin>']);
    expect(html).not.toMatch(/<script[^>]*main\.1\.js/);
    const entry = record(html, ENTRY_ID) ?? '{}';
    expect(JSON.parse(entry)).toEqual({ src: '/static/js/main.1.js', integrity: 'sha384-main' });
  });

  it('keeps the entry script in the head of a client-rendered document', () => {
    const app = pageDocument({ ...served, entry: 'at-once', pageData: undefined, body: '' });
    expect(app).toContain('<script crossorigin defer integrity="sha384-main" src="/static/js/main.1.js"></script>');
    expect(app).not.toContain(ENTRY_ID);
  });

  it('preloads the headline font and the LCP picture in the head, and no other picture', () => {
    const preloads = tagsOf(html, 'link').filter((tag) => tag.includes('rel="preload"'));
    expect(preloads).toEqual([
      '<link rel="preload" href="/static/media/sora-latin-700-normal.1.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="preload" as="image" href="/art/hero.svg" fetchPriority="high">',
    ]);
    expect(html).not.toContain('in.svg');
  });

  describe('the hero', () => {
    const hero = `<link rel="preload" as="image" href="/art/hero.svg" fetchPriority="high"/><main><img ${HERO_MEDIA_ATTRIBUTE}="" src="/art/hero.svg" alt=""/><h1>Terms</h1></main>`;
    const withHero = pageDocument({ ...served, body: hero });

    it('marks the preload of the hero picture, so its load shows the hero before the parser reaches the picture', () => {
      expect(tagsOf(withHero, 'link')).toContain(`<link rel="preload" as="image" href="/art/hero.svg" fetchPriority="high" ${HERO_MEDIA_ATTRIBUTE}>`);
    });

    it('tells the boot script to wait for a hero picture or video, and not on a page without one', () => {
      expect(tagsOf(withHero, 'script')[0]).toBe(`<script src="/static/js/boot.x.js" integrity="sha384-abc" crossorigin ${waitsForHero}>`);
      const video = pageDocument({ ...served, body: `<main><video ${HERO_MEDIA_ATTRIBUTE}="" src="/v.mp4"></video></main>` });
      expect(tagsOf(video, 'script')[0]).toContain(waitsForHero);
      expect(tagsOf(html, 'script')[0]).not.toContain(HERO_ATTRIBUTE);
    });

    it('leaves a preload unmarked when the hero shows another picture', () => {
      const other = pageDocument({ ...served, body: hero.replace('src="/art/hero.svg"', 'src="/art/other.svg"') });
      expect(tagsOf(other, 'link').find((tag) => tag.includes('rel="preload" as="image"'))).not.toContain(HERO_MEDIA_ATTRIBUTE);
    });

    // React writes a picture with widths as a preload with imageSrcSet and no href.
    const widths = '/art/hero-800.webp 800w, /art/hero-1600.webp 1600w';
    const heroWithWidths = `<link rel="preload" as="image" imageSrcSet="${widths}" imageSizes="100vw" fetchPriority="high"/><main><img ${HERO_MEDIA_ATTRIBUTE}="" src="/art/hero-1600.webp" srcSet="${widths}" sizes="100vw" alt=""/><h1>Terms</h1></main>`;

    it('marks the preload of a hero picture with widths by its widths', () => {
      expect(tagsOf(pageDocument({ ...served, body: heroWithWidths }), 'link')).toContain(
        `<link rel="preload" as="image" imageSrcSet="${widths}" imageSizes="100vw" fetchPriority="high" ${HERO_MEDIA_ATTRIBUTE}>`,
      );
    });

    it('leaves a preload with widths unmarked when the hero shows other widths', () => {
      const other = pageDocument({ ...served, body: heroWithWidths.replace(`srcSet="${widths}"`, 'srcSet="/art/other-800.webp 800w"') });
      expect(tagsOf(other, 'link').find((tag) => tag.includes('rel="preload" as="image"'))).not.toContain(HERO_MEDIA_ATTRIBUTE);
    });
  });

  it('holds the first paint until <main> is parsed, so the page does not paint its header alone first', () => {
    expect(tagsOf(html, 'link')).toContain('<link rel="expect" href="#main" blocking="render">');
  });

  it('holds no first paint for an element its document never parses (app.html: Chrome would warn in the console)', () => {
    expect(tagsOf(pageDocument({ ...served, body: '' }), 'link').filter((tag) => tag.includes('rel="expect"'))).toEqual([]);
  });

  it('holds the first paint until the first section is parsed whole, when something after it inside <main> has an id', () => {
    const page = pageDocument({ ...served, body: '<main id="main"><section><h1>Contact</h1><form></form></section><section id="offices"></section></main>' });
    expect(tagsOf(page, 'link')).toContain('<link rel="expect" href="#offices" blocking="render">');
  });

  it('writes no inline script that could run: the page data cannot close its element', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain(`<script type="application/json" id="${SERVED_PAGE_ID}">`);
    expect(scriptJson('</script>')).toBe('"\\u003c/script>"');
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageDocument({ template: '<html><head><title>x</title></head></html>', locale: 'en', title: 't', description: 'd', stylesheet: '/p.css', bootScript: { src: '/b.js', integrity: 'i' }, entry: 'at-once', body: '' })).toThrow(/meta description|#root/);
  });
});

describe('takeEntryScript', () => {
  it('refuses a template without exactly one entry script, or one without SRI', () => {
    expect(() => takeEntryScript('<head></head>')).toThrow(/0 script tags/);
    expect(() => takeEntryScript('<script src="/a.js"></script><script src="/b.js"></script>')).toThrow(/2 script tags/);
    expect(() => takeEntryScript('<script defer src="/a.js"></script>')).toThrow(/no src or no integrity/);
  });
});

describe('takeImagePreload', () => {
  it('takes only the preloads React writes before the page, and leaves a body without them alone', () => {
    expect(takeImagePreload('<main><link rel="preload" as="image" href="/x.svg" fetchPriority="high"/></main>')).toEqual({
      body: '<main><link rel="preload" as="image" href="/x.svg" fetchPriority="high"/></main>',
      preload: undefined,
    });
    expect(takeImagePreload('<link rel="preload" as="image" href="/x.svg"/><div></div>')).toEqual({ body: '<div></div>', preload: undefined });
  });
});

describe('routeFile', () => {
  it('names the file a static host serves for each route', () => {
    expect(routeFile('/')).toBe('index.html');
    expect(routeFile('/about-us')).toBe('about-us.html');
    expect(routeFile('/t&c')).toBe('t&c.html');
    expect(routeFile('/fr')).toBe('fr.html');
    expect(routeFile('/ar/about-us')).toBe('ar/about-us.html');
    expect(routeFile('/fr/t&c')).toBe('fr/t&c.html');
  });

  it('refuses paths that are not one plain segment', () => {
    for (const path of ['/../etc/passwd', '/a/b', '/newsletter/:id', 'x', '/fr/a/b', '/fr/..', '/ar/newsletter/:id']) expect(() => routeFile(path)).toThrow(/cannot be pre-rendered/);
    expect(isStaticRoute('/newsletter/:id')).toBe(false);
  });
});

it('escapes every character that matters in HTML', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});

describe('firstScreenEnd', () => {
  const page = (main: string, after = '<div id="footer"></div>') => `<header id="top"></header><main id="main" class="m">${main}</main>${after}`;

  it('names the first element with an id after the first section closes', () => {
    expect(firstScreenEnd(page('<div class="slice"><section><h1 id="title">A</h1></section></div><div class="slice"><section><h2 id="next">B</h2></section></div>'))).toBe('next');
  });

  it('counts a section inside the first one as part of it', () => {
    expect(firstScreenEnd(page('<section id="hero"><section id="inner"><p id="lead">A</p></section><p id="more">B</p></section><section id="about"></section>'))).toBe('about');
  });

  it('passes over ids a fragment cannot name as written and attributes that only end in id', () => {
    expect(firstScreenEnd(page('<section></section><p data-id="x" id="«R1»"></p><section id="second"></section>'))).toBe('second');
  });

  it('is <main> when nothing with an id follows the first section inside it, or there is no section or no <main>', () => {
    expect(firstScreenEnd(page('<section></section><p>After</p>'))).toBe('main');
    expect(firstScreenEnd(page('<h1 id="title">A</h1>'))).toBe('main');
    expect(firstScreenEnd('<div id="root"><section></section><p id="x"></p></div>')).toBe('main');
  });
});
