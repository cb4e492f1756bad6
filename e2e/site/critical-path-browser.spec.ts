import { HERO_SHOWN_CLASS, LATE_FACES_ATTRIBUTE, RENDER_ATTRIBUTE, type LateFacesJoined } from '@bbg/contract';
import { expect, PREVIEW_REPLACES, previewReplaces, test, type Page } from '../support/site-test';
import { fontsSettled, holdAdoption, loadedFaces } from '../support/adoption';
import { ROUTES } from '../support/critical-path-routes';
import { skipStartupLoader, watchPage } from '../support/page-health';

interface LoadOrder {
  readonly heroShownAt: number;
  readonly firstPaintAt: number;
  readonly fonts: readonly { readonly name: string; readonly at: number; readonly end: number }[];
  readonly entryAt: number;
  readonly sheets: readonly { readonly name: string; readonly at: number }[];
  readonly scripts: readonly { readonly name: string; readonly at: number }[];
  /** The pictures the page requested that only the parts held after the hero show (none the hero shows too). */
  readonly heldPictures: readonly { readonly name: string; readonly at: number }[];
}

/** When the hero settled (HERO_SHOWN_CLASS), when the first paint was shown, and when each stylesheet and script was requested, on one clock. */
async function loadOrder(page: Page): Promise<LoadOrder> {
  return page.evaluate(() => {
    const requested = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: new URL(e.name).pathname, at: e.startTime, end: e.responseEnd }));
    const scripts = requested.filter((r) => r.name.endsWith('.js'));
    return {
      heroShownAt: (window as unknown as { __heroShownAt: number }).__heroShownAt,
      firstPaintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      entryAt: scripts.find((s) => s.name.startsWith('/static/js/main.'))?.at ?? -1,
      sheets: requested.filter((r) => r.name.endsWith('.css')),
      fonts: requested.filter((r) => r.name.endsWith('.woff2')),
      scripts,
      heldPictures: requested.filter((r) => (window as unknown as { __heldPictures?: string[] }).__heldPictures?.includes(r.name)),
    };
  });
}

test.describe('the critical path in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await skipStartupLoader(page);
    // Before the parser has made <html>: watch the whole document for the class.
    await page.addInitScript(({ heroShown, lateFaces, added }) => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.classList.contains(heroShown)) return;
        (window as unknown as { __heroShownAt: number }).__heroShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
      // The web faces already loaded when the late faces join the page.
      new MutationObserver((_, observer) => {
        if (document.documentElement?.getAttribute(lateFaces) !== added) return;
        (window as unknown as { __facesAtJoin: string[] }).__facesAtJoin = [...document.fonts]
          .filter((face) => face.status === 'loaded' && !/fallback/.test(face.family))
          .map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`);
        observer.disconnect();
      }).observe(document, { attributes: true, attributeFilter: [lateFaces], subtree: true });
      // The served pictures of the parts held back until the hero has painted, but for any the hero shows too.
      document.addEventListener('DOMContentLoaded', () => {
        const paths = (selector: string): string[] =>
          [...document.querySelectorAll(selector)].flatMap((element) =>
            [element.getAttribute('src'), element.getAttribute('href'), ...`${element.getAttribute('srcset') ?? ''},${element.getAttribute('imagesrcset') ?? ''}`.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])]
              .filter((url): url is string => Boolean(url))
              .map((url) => new URL(url, location.href).pathname),
          );
        const hero = paths('[data-hero-media]');
        (window as unknown as { __heldPictures: string[] }).__heldPictures = paths('[data-revealed="false"] img').filter((path) => !hero.includes(path));
      });
    }, { heroShown: HERO_SHOWN_CLASS, lateFaces: LATE_FACES_ATTRIBUTE, added: 'added' satisfies LateFacesJoined });
  });

  test('/about-us: with a slow hero picture, the page shows before its hero words, and the other faces wait for them', async ({ page }) => {
    await page.route(/corporate-(800|1600)\.[0-9a-f]+\.webp$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted', { timeout: 30_000 });
    const order = await loadOrder(page);
    expect(order.firstPaintAt, 'the first paint did not wait for the picture').toBeLessThan(order.heroShownAt);
    const lcpFace = order.fonts.toSorted((a, b) => a.at - b.at)[0];
    const lateFaces = order.fonts.filter((font) => font !== lcpFace);
    expect(lateFaces.length).toBeGreaterThan(0);
    for (const late of lateFaces) expect(late.at, `${late.name} is requested once the hero has settled`).toBeGreaterThan(order.heroShownAt);
  });

  for (const path of ROUTES) {
    test(`${path}: only its sheet and boot.js load before the hero settles, then the entry starts and the page is adopted`, async ({ page }) => {
      test.skip(previewReplaces(path), PREVIEW_REPLACES);
      const problems = await watchPage(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted', { timeout: 30_000 });
      const order = await loadOrder(page);
      expect(order.heroShownAt).toBeGreaterThan(0);
      expect(order.entryAt, 'the entry script is requested after the hero settled').toBeGreaterThan(order.heroShownAt);
      expect(order.entryAt, 'and after the first paint is on screen').toBeGreaterThan(order.firstPaintAt);
      expect(order.scripts.filter((s) => s.at < order.entryAt).map((s) => s.name)).toEqual([expect.stringMatching(/^\/static\/js\/boot\./)]);
      expect(order.sheets.map((s) => s.name)).toEqual([expect.stringMatching(/^\/static\/css\/page\./)]);
      // The first frame lays out the hero alone: the pictures of the sections after it are asked for once its paint is
      // on screen, so none shares the line with the largest paint's face and picture.
      if (path === '/media-center') expect(order.heldPictures.length, 'the news cards below the hero have pictures').toBeGreaterThan(0);
      for (const picture of order.heldPictures) {
        expect(picture.at, `${picture.name} is requested after the first paint is on screen`).toBeGreaterThan(order.firstPaintAt);
      }
      // The shell's and the remote's sheets are in the page's (their chunk loaders must not fetch them again), and the
      // late faces are added from the head's descriptors: the page's sheet is the only one fetched.
      // Only the LCP words' face is fetched before the first paint is on screen; the page's other faces after it.
      const fonts = order.fonts.filter((f) => f.at < order.firstPaintAt);
      expect(fonts).toHaveLength(1);
      expect(order.fonts.length).toBeGreaterThan(1);
      // Nor before the hero has settled: until then its words are hidden, and they may be the largest paint.
      for (const late of order.fonts.filter((f) => f !== fonts[0])) expect(late.at, `${late.name} is requested once the hero has settled`).toBeGreaterThan(order.heroShownAt);
      // They join the page as font faces, all at once when the ones its words use have loaded; no sheet is linked.
      await fontsSettled(page);
      const loaded = await loadedFaces(page);
      expect(loaded).toEqual(expect.arrayContaining(['Sora 700', 'Inter 400', 'Inter 600']));
      // Every face the first screen's words use had loaded when they joined: one relayout, none as a face arrives later.
      const atJoin = await page.evaluate(() => (window as unknown as { __facesAtJoin?: string[] }).__facesAtJoin ?? []);
      expect(atJoin.toSorted()).toEqual(loaded.toSorted());
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.cspViolations).toEqual([]);
    });
  }
});

test("the page's other faces and its entry wait for the LCP words' face, which the first paint may leave blank", async ({ page }) => {
  await skipStartupLoader(page);
  // A slow face: the first paint shows while the words set in it are still blank.
  let lcpFace = '';
  await page.route(/\.woff2$/, async (route) => {
    if (lcpFace === '') lcpFace = new URL(route.request().url()).pathname;
    if (new URL(route.request().url()).pathname === lcpFace) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted', { timeout: 30_000 });
  const order = await loadOrder(page);
  const face = order.fonts.find((font) => font.name === lcpFace);
  const lateFaces = order.fonts.filter((font) => font !== face);
  expect(lateFaces.length).toBeGreaterThan(0);
  expect(order.firstPaintAt, 'the first paint did not wait for the face').toBeLessThan(face?.end ?? 0);
  // Anything fetched between the first paint and the words' paint competes with that face: nothing is.
  for (const late of [...lateFaces, { name: 'the entry script', at: order.entryAt }]) {
    expect(late.at, `${late.name} is requested once the LCP words' face has loaded`).toBeGreaterThanOrEqual(face?.end ?? Infinity);
  }
});

/** The stylesheets in use beyond the page's own and its late faces (none: every chunk's rules are in the page's sheet). */
const addedSheets = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => !link.hasAttribute('disabled') && !/\/static\/css\/page\./.test(link.href))
      .map((link) => new URL(link.href).pathname),
  );

for (const width of [390, 1440]) {
  test(`/about-us at ${width} px: the hero is final before adoption, and adoption adds no stylesheet`, async ({ page }) => {
    await skipStartupLoader(page);
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await holdAdoption(page);
    await page.goto('/about-us', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${HERO_SHOWN_CLASS}\\b`));
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(1);
    // The late faces apply once the first paint is on screen, adopted or not.
    await fontsSettled(page);
    const words = page.locator('main h1').locator('..');
    const heroBefore = await words.screenshot({ animations: 'disabled', caret: 'hide' });
    await release();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect((await words.screenshot({ animations: 'disabled', caret: 'hide' })).equals(heroBefore), 'the hero words look the same once adopted').toBe(true);

    // Applying a sheet restyles the whole page (a long task as the code arrives): the remote's are held in the page.
    expect(await addedSheets(page)).toEqual([]);
  });
}

for (const path of ['/', '/brands', '/world-wide']) {
  test(`${path} at 390 px: the hero's words keep their place when a first paint comes before its footer is parsed`, async ({ page }) => {
    await skipStartupLoader(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    // A slow phone can paint while the parser is inside the hero's footer: as if its controls had not arrived yet.
    const moved = await page.locator('main h1').evaluate((title) => {
      const footer = title.closest('[data-footer]')?.querySelector(':scope > [class*="footer"]');
      if (!footer?.firstElementChild) return 'no controls in the hero footer';
      const before = title.getBoundingClientRect().top;
      footer.replaceChildren();
      return title.getBoundingClientRect().top - before;
    });
    expect(moved, 'the centred words stay where they were').toBe(0);
  });
}
