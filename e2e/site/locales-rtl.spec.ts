import { expect, test, type Locator, type Page } from '../support/site-test';
import { expectAdopted } from '../support/adoption';
import { pressUntil, viewCarousel } from '../support/carousel';
import { skipStartupLoader } from '../support/page-health';
import arabicVisionValuesCatalogue from '../../mfe-about/src/content/ar/vision-values.json' with { type: 'json' };
import arabicChromeCatalogue from '../../shell/src/content/ar/chrome.json' with { type: 'json' };
import arabicKitWordsCatalogue from '../../shell/src/content/ar/kit-words.json' with { type: 'json' };

const { valuesCarouselConfig: arabicValues } = arabicVisionValuesCatalogue;
const { chrome: arabicChrome } = arabicChromeCatalogue;
const { kitWords: arabicKit } = arabicKitWordsCatalogue;

/**
 * Arabic pages laid out right to left, measured rather than compared pixel by pixel: where the logo and the navigation
 * stand, which way arrows point and carousels move, and that numbers read left to right inside Arabic lines. Each
 * test attaches its screenshots to the report, to be looked at.
 */
test.beforeEach(async ({ page }) => skipStartupLoader(page));

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
};

const shoot = async (page: Page, name: string): Promise<void> => {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
};

/** The horizontal scale of an element (its `scale`, as the kit mirrors icons): -1 for a mirrored icon. */
const scaleX = (locator: Locator) => locator.evaluate((node) => Number(getComputedStyle(node).scale.split(' ')[0]));

test('at 1440 px the logo stands at the right edge, as far from it as it is from the left in English, with the navigation to its left', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about-us');
  await expectAdopted(page);
  const english = await box(page.getByRole('banner').getByRole('link', { name: 'BBG home' }));
  await page.goto('/ar/about-us');
  await expectAdopted(page);
  const logo = await box(page.getByRole('banner').getByRole('link', { name: arabicChrome.home }));
  const navigation = await box(page.getByRole('navigation', { name: arabicChrome.mainNavigation }));
  expect(Math.abs(1440 - (logo.x + logo.width) - english.x)).toBeLessThan(2);
  expect(navigation.x + navigation.width).toBeLessThanOrEqual(logo.x + 1);
  await shoot(page, 'ar-about-us-1440');
});

test('at 390 px the logo stands at the right edge and the menu button at the left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/about-us');
  await expectAdopted(page);
  const logo = await box(page.getByRole('banner').getByRole('link', { name: arabicChrome.home }));
  const menu = await box(page.getByRole('banner').getByRole('button', { name: arabicChrome.openMenu }));
  expect(390 - (logo.x + logo.width)).toBeLessThan(40);
  expect(menu.x + menu.width).toBeLessThan(logo.x);
  expect(menu.x).toBeLessThan(40);
  await shoot(page, 'ar-about-us-390');
});

test('a carousel is mirrored: Previous on the right, its arrows pointing outwards, and Next bringing in the slide on the left', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/ar/vision-values');
  await expectAdopted(page);
  const carousel = page.getByRole('region', { name: arabicValues.label });
  await viewCarousel(carousel);
  await expect(carousel.locator('.swiper-initialized')).toHaveClass(/swiper-rtl/);
  const previous = carousel.getByRole('button', { name: arabicKit.carousel.previous });
  const next = carousel.getByRole('button', { name: arabicKit.carousel.next });
  expect((await box(previous)).x).toBeGreaterThan((await box(next)).x);
  expect(await scaleX(next.locator('svg'))).toBe(-1);
  // Swiper names the slides and the dots once it starts: in Arabic, as the served page did.
  await expect(carousel.getByRole('button', { name: 'الانتقال إلى الشريحة 2' })).toBeAttached();
  const first = carousel.getByRole('group', { name: '1 من 4' });
  const start = (await box(first)).x;
  await pressUntil(next, async () => expect((await box(first)).x).toBeGreaterThan(start + 100));
  await shoot(page, 'ar-vision-values-carousel');
});

test('phone numbers and figures read left to right inside Arabic lines', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/contact-us');
  await expectAdopted(page);
  const phones = page.locator('bdi').filter({ hasText: /^\+?[\d\s()-]{7,}$/ });
  expect(await phones.count()).toBeGreaterThan(0);
  for (const phone of await phones.all()) expect(await phone.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
  await page.goto('/ar/partners');
  await expectAdopted(page);
  const figure = page.locator('bdi').filter({ hasText: /\d\+$/ }).first();
  await expect(figure).toBeVisible();
  // "50+" keeps its sign at its end: the sign is drawn right of the digits.
  const [digits, sign] = await figure.evaluate((node) => {
    const text = node.firstChild;
    if (!text) return [0, 0];
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    const first = range.getBoundingClientRect().x;
    range.setStart(text, (text.textContent ?? '').length - 1);
    range.setEnd(text, (text.textContent ?? '').length);
    return [first, range.getBoundingClientRect().x];
  });
  expect(sign).toBeGreaterThan(digits);
  await shoot(page, 'ar-partners-390');
});
