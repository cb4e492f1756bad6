import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, previewReplaces, test, type Page } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';

test.beforeEach(async ({ page }) => skipStartupLoader(page));

/**
 * What these tests check is what the header does once adopted (before that, e2e/site/first-paint-header.spec.ts), or
 * once rendered, on a page E2E_PREVIEW renders afresh.
 */
const adopted = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, previewReplaces(page.url()) ? 'client' : 'adopted', { timeout: 30_000 });

test.describe('desktop navbar', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('dropdowns open on hover and by keyboard, close on Escape, and a choice navigates and scrolls to the top', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/privacy-policy');
    await adopted(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-look', 'light');
    const business = header.getByRole('button', { name: 'Business' });
    await business.hover();
    await expect(business).toHaveAttribute('aria-expanded', 'true');
    await expect(header).toHaveAttribute('data-look', 'dropdown');
    await page.mouse.move(700, 700);
    await expect(business).toHaveAttribute('aria-expanded', 'false');

    const about = header.getByRole('button', { name: 'About Us menu' });
    await about.focus();
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', { name: 'The BBG' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(header).toHaveAttribute('data-look', 'scrolled');
    await about.click();
    await header.getByRole('link', { name: 'Our Innovation' }).click();
    await expect(page).toHaveURL(/\/our-innovation$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveTitle('Our Innovation | BBG');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('openness');
    await expectAccessible(page);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('slides in titled Menu, keeps focus inside, toggles sections and closes on Escape', async ({ page }) => {
    await page.goto('/');
    await adopted(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // A section's heading is the summary of its details: no role of its own, found by its words.
    const business = menu.getByText('Business', { exact: true });
    await business.click();
    await expect(menu.getByRole('link', { name: 'Logistics' })).toBeVisible();
    await business.click();
    await expect(menu.getByRole('link', { name: 'Logistics' })).toBeHidden();
    await expectAccessible(page);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'World Wide' }).click();
    await expect(page).toHaveURL(/\/world-wide$/);
    await expect(menu).toBeHidden();
  });
});

test('the footer has the offices, phones, social links and legal links, and passes the scan', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Dubai, UAE', { exact: true })).toBeVisible();
  await expect(footer.getByText('Jaipur, India', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: /^Call / })).toHaveCount(2);
  await expect(footer.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expectAccessible(page);
});

test('the page-loading bar shows until the page reports it has loaded', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/remotes/legal/**/remoteEntry.js', async (route) => {
    await held;
    await route.continue();
  });
  // A served page shows as its hero settles, scripts or not (e2e/site/first-paint-header.spec.ts): here a page the
  // site opens itself waits for its code.
  await page.goto('/');
  await adopted(page);
  // boot.js shows the served page at the latest 4 s after it starts, even after a client navigation: navigate later.
  await page.waitForFunction(() => performance.now() > 4500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a hero image that fails or stalls still reveals the page: the footer shows and the loading bar goes', async ({ page }) => {
  const heroArt = '**/static/media/*.webp';
  await page.route(heroArt, (route) => route.abort());
  for (const path of ['/', '/media-center', '/world-wide']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading page' }), path).toHaveCount(0);
  }
  await page.unroute(heroArt);
  // An image that never answers: the page shows once the hero has waited its 4 s.
  await page.route(heroArt, () => undefined);
  // The served HTML holds the hero image, so the document's load event waits for it too: do not wait for it.
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the footer subscribe box flags an invalid address, keeps it, and clears a valid one', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Get BBG news in your inbox' });
  await email.fill('name@example');
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveValue('name@example');
  await email.fill('name@example.com');
  await expect(footer.getByText('Please enter a valid email address')).toHaveCount(0);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveValue('');
  await expect(footer.getByRole('status')).toHaveText('Newsletter sign-up is not open at the moment, so your address was not saved.');
});
