import { LOCALE_INFO, localizedPath, RENDER_ATTRIBUTE, type Locale } from '@bbg/contract';
import { expect, previewReplaces, test } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { currentRoutes, readDeployedRegistry, samplePath } from '../support/registry';
import frenchAbout from '../../mfe-about/src/content/fr/about-us.json' with { type: 'json' };
import frenchBrands from '../../mfe-brands/src/content/fr/brands-page.json' with { type: 'json' };
import frenchContact from '../../mfe-contact/src/content/fr/contact-form.json' with { type: 'json' };
import frenchLegal from '../../mfe-legal/src/content/fr/privacy-policy.json' with { type: 'json' };
import frenchMedia from '../../mfe-media/src/content/fr/media-center.json' with { type: 'json' };
import frenchChrome from '../../shell/src/content/fr/chrome.json' with { type: 'json' };
import frenchKit from '../../shell/src/content/fr/kit-words.json' with { type: 'json' };

/**
 * Every route in French and in Arabic, in a browser: adopted in place with no console error, and nothing for axe to
 * find at 1440 px and again at 390 px. The Arabic walk also keeps every script it loads, and none may hold French copy.
 */
const registry = readDeployedRegistry();
/** Each route's sample path, and whether it is pre-rendered (a route with a parameter, /newsletter/:id, is not). */
const stops = [{ path: '/', prerendered: true }, ...currentRoutes(registry).map(({ route }) => ({ path: samplePath(route), prerendered: !route.path.includes(':') }))];

/** The French sentences of each team's catalogue (long enough that no other language shares them). */
function sentencesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 24 && value.includes(' ') ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentencesOf);
  return [];
}
const FRENCH = [frenchAbout, frenchBrands, frenchContact, frenchLegal, frenchMedia, frenchChrome, frenchKit].flatMap(sentencesOf);

/** A script's text with its \u escapes read, as a minifier may write non-ASCII copy either way. */
const unescaped = (script: string): string => script.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

for (const locale of ['fr', 'ar'] as const satisfies readonly Locale[]) {
  test(`every route in ${LOCALE_INFO[locale].endonym}: adopted, no console error, nothing for axe at 1440 and 390 px`, async ({ page, request }) => {
    test.setTimeout(30_000 + stops.length * 9_000);
    const problems = await watchPage(page);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    for (const { path, prerendered } of stops) {
      const url = localizedPath(path, locale);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      // Under E2E_PREVIEW the previewed remote's pages are rendered afresh by the staged version, not adopted.
      await expect(page.locator('html'), url).toHaveAttribute(RENDER_ATTRIBUTE, prerendered && !previewReplaces(url) ? 'adopted' : 'client');
      await expect(page.locator('html'), url).toHaveAttribute('lang', LOCALE_INFO[locale].lang);
      await expect(page.getByRole('heading', { level: 1 }), url).toBeAttached();
      await expect(page.getByTestId('page-loading'), url).toBeHidden();
      await expectAccessible(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page);
    }
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    if (locale !== 'ar') return;
    expect(FRENCH.length).toBeGreaterThan(50);
    for (const script of scripts) {
      const text = unescaped(await (await request.get(script)).text());
      const french = FRENCH.filter((sentence) => text.includes(sentence));
      expect(french, `${script} holds French copy`).toEqual([]);
    }
  });
}
