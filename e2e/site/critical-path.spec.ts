import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENTRY_ID, LATE_FACES_ID, RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, previewReplaces, test, type APIRequestContext } from '../support/site-test';
import { tagAttribute as attribute } from '../../tools/prerender/page-document';
import { ROUTES } from '../support/critical-path-routes';
import { openSandbox, variantBuild } from '../support/deploy-sandbox';
import { skipStartupLoader } from '../support/page-health';

/** What a new connection's first round trip carries: TCP's initial window of 10 segments of 1,460 bytes. */
const INITIAL_WINDOW_BYTES = 14_600;

/** The JSON record of the head's `<script type="application/json" id="…">`. */
const record = (head: string, id: string): string | undefined => new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(head)?.[1];

async function servedHead(request: APIRequestContext, path: string): Promise<{ links: string[]; scripts: string[]; entry: string; lateFaces: string }> {
  const html = await (await request.get(path)).text();
  // As a browser with scripts reads it: what is inside <noscript> is text to it.
  const head = (/<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '').replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return {
    links: head.match(/<link\b[^>]*>/g) ?? [],
    scripts: head.match(/<script\b[^>]*>/g) ?? [],
    entry: record(head, ENTRY_ID) ?? '{}',
    lateFaces: record(head, LATE_FACES_ID) ?? 'null',
  };
}

test.describe('the served head', () => {
  for (const path of ROUTES) {
    test(`${path} links one stylesheet, preloads only its LCP font and picture, and runs no script but boot.js`, async ({ request }) => {
      const { links, scripts, entry, lateFaces } = await servedHead(request, path);
      const sheets = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet' && attribute(tag, 'disabled') === undefined);
      expect(sheets).toHaveLength(1);
      const href = attribute(sheets[0] ?? '', 'href') ?? '';
      expect(href).toMatch(/^\/static\/css\/page\.[0-9a-f]{10}\.css$/);
      const sheet = await request.get(href, { headers: { 'accept-encoding': 'br' } });
      expect(sheet.status()).toBe(200);
      expect(sheet.headers()['content-type']).toMatch(/^text\/css/);
      expect(sheet.headers()['content-encoding']).toBe('br');
      expect(sheet.headers()['cache-control']).toContain('immutable');
      expect(await sheet.text()).toContain('@font-face');

      expect(scripts.filter((tag) => attribute(tag, 'src') !== undefined).map((tag) => attribute(tag, 'src'))).toEqual([expect.stringMatching(/^\/static\/js\/boot\.[\w-]+\.js$/)]);
      expect(links.filter((tag) => ['modulepreload', 'prefetch'].includes(attribute(tag, 'rel') ?? '') || attribute(tag, 'as') === 'script')).toEqual([]);
      const preloaded = (as: string): string[] => links.filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === as);
      expect(preloaded('font')).toHaveLength(1);
      expect(preloaded('font')[0]).toMatch(/href="\/static\/fonts\/[\w-]+\.[0-9a-f]+\.woff2" as="font" type="font\/woff2" crossorigin>/);
      // The face comes without the document policies: with its headers it fits a new connection's first round trip.
      const face = await request.get(attribute(preloaded('font')[0] ?? '', 'href') ?? '');
      expect(face.headers()['content-security-policy']).toBeUndefined();
      expect(face.headers()['x-content-type-options']).toBe('nosniff');
      const headerBytes = face.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length + 4, 'HTTP/1.1 200 OK\r\n\r\n'.length);
      expect(headerBytes + (await face.body()).length).toBeLessThanOrEqual(INITIAL_WINDOW_BYTES);
      // The page's sheet loads one web font, the preloaded one; its other faces are only named in the head (nothing
      // fetched), with their sheet for browsers without scripts, which holds the same faces.
      const webFonts = (css: string): string[] => [...css.matchAll(/@font-face\{[^}]*url\(([^)]+\.woff2)\)/g)].map((m) => m[1] ?? '');
      const preloadedFont = attribute(preloaded('font')[0] ?? '', 'href') ?? '';
      const sheetText = await sheet.text();
      expect(webFonts(sheetText)).toEqual([preloadedFont]);
      const late = JSON.parse(lateFaces) as { sheet: string; faces: { family: string; src: string }[] };
      expect(late.sheet).toMatch(/^\/static\/css\/faces\.[0-9a-f]{10}\.css$/);
      const named = late.faces.flatMap((face) => webFonts(`@font-face{${face.src}}`));
      expect(named.length).toBeGreaterThan(0);
      // The preloaded face is not named again. A face of another family may share its file (the Arabic text face's
      // bold is the Arabic display face's file): the browser takes that from its cache.
      const firstFamily = /@font-face\{font-family:([^;]+);[^}]*url\(/.exec(sheetText)?.[1]?.replace(/^"(.*)"$/, '$1');
      expect(late.faces.filter((face) => face.src.includes(preloadedFont)).map((face) => face.family)).not.toContain(firstFamily);
      expect(webFonts(await (await request.get(late.sheet)).text())).toEqual(named);
      expect(preloaded('image').length).toBeLessThanOrEqual(1);
      for (const tag of preloaded('image')) expect(attribute(tag, 'fetchPriority')).toBe('high');
      expect(JSON.parse(entry)).toEqual({ src: expect.stringMatching(/^\/static\/js\/main\.[0-9a-f]+\.js$/), integrity: expect.stringMatching(/^sha384-/) });
    });
  }

  test('a client-rendered document (app.html) links one stylesheet and requests its entry script while it is parsed', async ({ request, page }) => {
    const { links, scripts } = await servedHead(request, '/newsletter/1');
    expect(links.filter((tag) => attribute(tag, 'rel') === 'stylesheet' && attribute(tag, 'disabled') === undefined)).toHaveLength(1);
    expect(scripts.map((tag) => attribute(tag, 'src')).filter(Boolean)).toEqual([expect.stringMatching(/\/main\./), expect.stringMatching(/\/boot\./)]);
    await skipStartupLoader(page);
    await page.goto('/newsletter/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const [entryAt, parsedAt] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((e) => /\/static\/js\/main\./.test(e.name))?.startTime ?? Infinity,
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    ]);
    expect(entryAt).toBeLessThan(parsedAt);
  });
});

test("a release and a rollback serve each version's page with a stylesheet that answers", async ({ page, request }) => {
  const sandbox = await openSandbox();
  try {
    const sheetOf = async (path: string): Promise<string> => {
      const { links } = await servedHead(request, `${sandbox.url}${path}`);
      const [sheet, ...more] = links.filter((tag) => attribute(tag, 'rel') === 'stylesheet' && attribute(tag, 'disabled') === undefined && attribute(tag, 'media') !== 'print');
      expect(more).toEqual([]);
      const href = attribute(sheet ?? '', 'href') ?? '';
      expect((await request.get(`${sandbox.url}${href}`)).status(), href).toBe(200);
      return href;
    };
    const before = await sheetOf('/privacy-policy');
    // A release whose styles differ: its page links a sheet of its own, and the earlier one stays for a rollback.
    const v2 = variantBuild('mfe-legal', 'Privacy Policy', 'Privacy Notice');
    const css = join(v2, 'static/css');
    for (const name of readdirSync(css).filter((f) => f.endsWith('.css'))) writeFileSync(join(css, name), `${readFileSync(join(css, name), 'utf8')}\n.release-marker{color:red}\n`);
    sandbox.bbg('release', 'legal', '--from', v2);
    const released = await sheetOf('/privacy-policy');
    expect(released).not.toBe(before);
    expect(await (await request.get(`${sandbox.url}${released}`)).text()).toContain('.release-marker{color:red}');
    sandbox.bbg('rollback', 'legal');
    expect(await sheetOf('/privacy-policy')).toBe(before);
    await skipStartupLoader(page);
    await page.goto(`${sandbox.url}/privacy-policy`);
    // Under E2E_PREVIEW=legal@… (staged in the sandbox's copy too) the page is rendered afresh, not adopted.
    await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, previewReplaces('/privacy-policy') ? 'client' : 'adopted', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  } finally {
    await sandbox.close();
  }
});
