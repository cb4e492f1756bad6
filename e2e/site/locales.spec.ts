import { fill, ISLAND_ATTRIBUTE, LIVE_ATTRIBUTE, LOCALE_INFO, localizedPath, OG_LOCALES, RENDER_ATTRIBUTE, type Locale } from '@bbg/contract';
import { expect, PREVIEW_REPLACES, previewReplaces, test } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { expectAdopted, holdAdoption } from '../support/adoption';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { currentRoutes, readDeployedRegistry, samplePath } from '../support/registry';
import arabicPrivacyPolicyCatalogue from '../../mfe-legal/src/content/ar/privacy-policy.json' with { type: 'json' };
import frenchPrivacyPolicyCatalogue from '../../mfe-legal/src/content/fr/privacy-policy.json' with { type: 'json' };
import frenchLegalHeads from '../../mfe-legal/src/content/fr/route-heads.json' with { type: 'json' };
import arabicHomeHeroCatalogue from '../../shell/src/content/ar/home-hero.json' with { type: 'json' };
import frenchChromeCatalogue from '../../shell/src/content/fr/chrome.json' with { type: 'json' };
import { languageSuggestions } from '../../shell/src/content/language-suggestion';

const { privacyPolicy: arabicPolicy } = arabicPrivacyPolicyCatalogue;
const { privacyPolicy: frenchPolicy } = frenchPrivacyPolicyCatalogue;
const { heroMessages: arabicHero } = arabicHomeHeroCatalogue;
const { chrome: frenchChrome } = frenchChromeCatalogue;

/**
 * The site in French and Arabic. Every route's documents are checked as documents (a request each, no browser): three
 * times the pages must not mean three times the journeys. A few journeys then run in a browser, in Arabic.
 */
const registry = readDeployedRegistry();
const paths = ['/', ...currentRoutes(registry).map(({ route }) => route.path).filter((path) => !path.includes(':'))];
const OTHER_LOCALES = ['fr', 'ar'] as const satisfies readonly Locale[];

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The words of a document's <main>, without tags or scripts. */
const mainText = (html: string): string =>
  (/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const count = (text: string, letters: RegExp): number => text.match(letters)?.length ?? 0;

for (const locale of OTHER_LOCALES) {
  test(`every route answers under /${locale}/ as a pre-rendered ${LOCALE_INFO[locale].endonym} document: lang and dir, its heading in the HTML, its own canonical URL`, async ({ request }) => {
    for (const path of paths) {
      const url = localizedPath(path, locale);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
      expect(attribute(htmlTag, 'lang'), url).toBe(LOCALE_INFO[locale].lang);
      expect(attribute(htmlTag, 'dir'), url).toBe(locale === 'ar' ? 'rtl' : undefined);
      expect(html, url).toMatch(/<h1\b[^>]*>[^<]+/);
      // Its main text is in its language. In Arabic, Arabic letters are at least a third of all (the clients page is
      // mostly its clients' own names, 39%; other pages 64% and more). French text is not the English one.
      const main = mainText(html);
      if (locale === 'ar') expect(3 * count(main, /\p{Script=Arabic}/gu), url).toBeGreaterThan(count(main, /\p{L}/gu));
      else expect(main, url).not.toBe(mainText(await (await request.get(path)).text()));
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      expect(canonical && new URL(canonical).pathname, url).toBe(encodeURI(url).replace(/%26/g, '&'));
      expect(html, url).toContain(`<meta property="og:locale" content="${OG_LOCALES[locale]}">`);
      // No translation is reviewed yet: each is kept out of search engines and names no alternates.
      expect(html, url).toContain('<meta name="robots" content="noindex">');
      expect(html, url).not.toContain('hreflang');
    }
  });
}

test("the shell's words are the document's language: the home page's hero and the frame around a remote's page", async ({ request }) => {
  const arabicHome = await (await request.get('/ar')).text();
  expect(arabicHome).toContain(arabicHero[0]!.title);
  const frenchPolicy = await (await request.get('/fr/privacy-policy')).text();
  expect(frenchPolicy).toContain(`>${frenchChrome.skipToContent}<`);
  expect(frenchPolicy).not.toContain('>Skip to content<');
});

test('the English pages stay indexed, and the sitemap lists only English while no translation is reviewed', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<html lang="en">');
  expect(home).not.toContain('name="robots"');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/privacy-policy</loc>');
  expect(sitemap).not.toMatch(/\/(fr|ar)(\/|<)/);
});

test.describe('in a browser', () => {
  test.beforeEach(async ({ page }) => skipStartupLoader(page));

  test('an Arabic page is right to left, in Arabic, adopted in place with no console error, and passes the accessibility scan', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/ar/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicPolicy.title);
    await expectAdopted(page);
    // Under E2E_PREVIEW=legal@… the page is rendered afresh by the staged version, not adopted.
    await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, previewReplaces('/ar/privacy-policy') ? 'client' : 'adopted');
    await expectAccessible(page);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('an Arabic page the browser renders from app.html (a route with a parameter) is in Arabic and right to left too', async ({ page }) => {
    const route = currentRoutes(registry).find(({ route: { path } }) => path.includes(':'))?.route;
    if (!route) throw new Error('no route with a parameter is released');
    await page.goto(localizedPath(samplePath(route), 'ar'));
    await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'client');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the language menu is a real link that works before the page is adopted, to the same page in that language', async ({ page }) => {
    test.skip(previewReplaces('/fr/privacy-policy'), PREVIEW_REPLACES);
    await page.setViewportSize({ width: 1440, height: 900 });
    const release = await holdAdoption(page);
    await page.goto('/fr/privacy-policy', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchPolicy.title);
    await page.getByRole('list', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await release();
  });

  test("a link inside a French page stays in French, and an unknown French path goes to the French home, replacing the entry", async ({ page }) => {
    await page.goto('/fr/privacy-policy');
    await expectAdopted(page);
    await page.getByRole('main').getByRole('link', { name: /contact/i }).first().click();
    await expect(page).toHaveURL(/\/fr\/contact-us$/);
    await page.goto('/fr/nowhere-at-all');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/contact-us$/);
  });

  test.describe('to a browser that prefers Arabic', () => {
    test.use({ locale: 'ar-AE' });

    test('an English page suggests its Arabic version in Arabic, in a live region, and never redirects; a dismissal is remembered', async ({ page }) => {
      const words = languageSuggestions.ar;
      const problems = await watchPage(page);
      await page.goto('/about-us');
      const note = page.getByRole('status').getByRole('complementary', { name: words.label });
      await expect(note).toContainText(words.text);
      await expect(note).toHaveAttribute('dir', 'rtl');
      await expect(note.getByRole('link', { name: words.link })).toHaveAttribute('href', '/ar/about-us');
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectAccessible(page);
      await note.getByRole('button', { name: words.dismiss }).click();
      await expect(note).toHaveCount(0);
      // The suggestion comes with the phone menu's island: once that is live, it would be there.
      const suggestionLive = () => expect(page.locator(`[${ISLAND_ATTRIBUTE}="mobile-menu"]`)).toHaveAttribute(LIVE_ATTRIBUTE, '');
      await page.reload();
      await suggestionLive();
      await expect(page.getByRole('complementary', { name: words.label })).toHaveCount(0);
      // Nor on a page already in another of the site's languages.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/fr/about-us');
      await suggestionLive();
      await expect(page.getByRole('complementary', { name: words.label })).toHaveCount(0);
      expect(problems.consoleErrors).toEqual([]);
    });
  });

  test('a French page whose section cannot be loaded says so in French, naming the page by its French title', async ({ page }) => {
    test.skip(previewReplaces('/fr/privacy-policy'), PREVIEW_REPLACES);
    await watchPage(page, [/.*/]);
    await page.route('**/remotes/legal/**', (route) => route.abort('failed'));
    await page.goto('/fr/privacy-policy');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(fill(frenchChrome.fallback.unavailable, { page: frenchLegalHeads['/privacy-policy'].title }));
    await expect(alert).not.toContainText('Legal');
    await expect(alert.getByRole('button', { name: frenchChrome.fallback.retry })).toBeVisible();
  });
});
