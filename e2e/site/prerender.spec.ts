import { expect, test } from '../support/site-test';
import { localSiteUrl } from '../../tools/apps';
import { currentRoutes, readDeployedRegistry } from '../support/registry';

const registry = readDeployedRegistry();
/** Every pre-rendered route: the home page and each remote's routes without parameters. */
const paths = ['/', ...currentRoutes(registry).map(({ route }) => route.path).filter((path) => !path.includes(':'))];
const walk = (perRoute: number): void => test.setTimeout(30_000 + paths.length * perRoute);

// Every route sent holding its heading, opening paragraph and section headings, and adopted in place at 1440 px:
// checked on the one walk through every route at that width, in every-route.spec.ts. At 390 px, one page of each
// route group is adopted in place with its served controls kept, in first-paint-adoption.spec.ts.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/about-us', '/contact-us', '/privacy-policy']) {
    test(`${path} shows its heading, the menu links and the footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: 'Media Center' })).toHaveAttribute('href', '/media-center');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByTestId('startup-loader')).toBeHidden();
      await expect(page.getByTestId('page-loading')).toBeHidden();
    });
  }

  test("/about-us sets its words in every web face: the ones the boot script would add come from <noscript>'s sheet", async ({ page }) => {
    await page.goto('/about-us');
    await page.waitForLoadState('load');
    const loaded = await page.evaluate(() =>
      document.fonts.ready.then(() => [...document.fonts].filter((face) => face.status === 'loaded' && !/fallback/.test(face.family)).map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`)),
    );
    expect(loaded).toEqual(expect.arrayContaining(['Inter 400', 'Inter 600', 'Sora 700']));
  });
});

test('without JavaScript, every pre-rendered route shows its heading', async ({ browser }) => {
  walk(1_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  await context.close();
});

test.describe('head, link previews and sitemap', () => {
  // The built config names no siteUrl: the site on this checkout's port (BBG_PORT_OFFSET shifts it).
  const siteUrl = localSiteUrl;

  test('each page names its canonical URL, Open Graph, the X card, and a preview image that loads', async ({ request }) => {
    for (const path of ['/', '/about-us', '/spj', '/media-center', '/contact-us', '/t&c']) {
      const html = await (await request.get(path)).text();
      const meta = (key: string): string | undefined => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      const url = new URL(path, siteUrl).href.replace('&', '&amp;');
      expect(html).toContain(`<link rel="canonical" href="${url}">`);
      expect(meta('og:url')).toBe(url);
      expect(meta('og:type')).toBe('website');
      expect(meta('og:title')).toBe(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
      expect(meta('og:description')).toBe(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]);
      expect(meta('twitter:card')).toBe('summary_large_image');
      const image = meta('og:image') ?? '';
      // The home page's from the shell; a remote page's published with the remote's version.
      expect(image).toMatch(path === '/' ? `${siteUrl}/og/home.jpg` : new RegExp(`^${siteUrl}/remotes/[a-z]+/[^/]+/preview\\.jpg$`));
      const picture = await request.get(new URL(image).pathname);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\/(png|jpeg)/);
      expect((await picture.body()).length).toBeGreaterThan(5_000);
    }
  });

  test('the home page describes the organisation in JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    const organisation = JSON.parse(json) as { '@type': string; name: string; url: string; sameAs: string[]; address: { addressLocality: string }[] };
    expect(organisation['@type']).toBe('Organization');
    expect(organisation.name).toBe('BBG');
    expect(organisation.url).toBe(`${siteUrl}/`);
    expect(organisation.sameAs).toEqual(expect.arrayContaining([expect.stringContaining('linkedin.com')]));
    expect(organisation.address.map((a) => a.addressLocality)).toEqual(['Dubai', 'Jaipur']);
  });

  test('sitemap.xml lists every public route with its last change, and robots.txt names it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g)].map((m) => m[1]);
    const expected = paths.map((path) => new URL(path, siteUrl).href.replace('&', '&amp;'));
    expect(listed.sort()).toEqual(expected.sort());
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
