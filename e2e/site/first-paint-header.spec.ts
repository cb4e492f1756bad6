import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, type Page, PREVIEW_REPLACES, previewReplaces, test } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { emulateSlowPhone, holdAdoption, tagServedControls } from '../support/adoption';
import { skipStartupLoader, watchPage } from '../support/page-health';

test.beforeEach(async ({ page }) => skipStartupLoader(page));

/** Nothing has adopted the served page yet: the shell's entry has not run. */
const served = (page: Page) => expect(page.locator('html')).not.toHaveAttribute(RENDER_ATTRIBUTE);

/** The header's served controls that adoption replaced (tagged by tagServedControls before it). */
const replacedInHeader = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __servedControls: Element[] }).__servedControls
      .filter((control) => control.closest('header') && !control.isConnected)
      .map((control) => `${control.tagName.toLowerCase()} "${control.textContent?.trim() || control.getAttribute('aria-label') || ''}"`),
  );

/** The header's served controls that are still there. */
const servedInHeader = (page: Page) =>
  page.evaluate(() => (window as unknown as { __servedControls: Element[] }).__servedControls.filter((control) => control.closest('header') && control.isConnected).length);

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('before the scripts the menu opens, a section expands and closes the other; adoption keeps every header control and takes the menu over', async ({ page }) => {
    const problems = await watchPage(page);
    const adopt = await holdAdoption(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await served(page);
    await tagServedControls(page);

    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const values = menu.getByRole('link', { name: 'Values & Mission' });
    await expect(values).toBeHidden();
    await menu.getByText('About Us', { exact: true }).click();
    await expect(values).toBeVisible();
    await expect(values).toHaveAttribute('href', '/values-mission');
    await menu.getByText('Business', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Logistics' })).toBeVisible();
    await expect(values).toBeHidden();
    await expectAccessible(page);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // The page has loaded as far as the visitor can tell (its hero has settled): the footer shows, the bar has gone.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeHidden();
    await served(page);

    await adopt();
    expect(await replacedInHeader(page)).toEqual([]);
    expect(await servedInHeader(page)).toBeGreaterThan(20);

    // Once adopted: focus stays inside, Escape closes and focus goes back, a link goes there in the page.
    await menuButton.click();
    await expect(menu).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await menuButton.click();
    await menu.getByRole('link', { name: 'World Wide' }).click();
    await expect(page).toHaveURL(/\/world-wide$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("before the scripts a section's link is a real link: it opens the served page", async ({ page }) => {
    test.skip(previewReplaces('/logistics'), PREVIEW_REPLACES);
    await holdAdoption(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText('Business', { exact: true }).click();
    await menu.getByRole('link', { name: 'Logistics' }).click();
    await expect(page).toHaveURL(/\/logistics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Logistics' })).toBeVisible();
    await served(page);
  });

  test('on a slow phone the menu opens as soon as its button shows, and stays open as the page is adopted', async ({ page }) => {
    test.setTimeout(120_000);
    await emulateSlowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByText('About Us', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Our Ambition' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted', { timeout: 60_000 });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Our Ambition' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('before the scripts the menus open on hover and on keyboard focus, a press on a toggle is kept, and adoption replaces nothing', async ({ page }) => {
    const adopt = await holdAdoption(page);
    await page.goto('/', { waitUntil: 'commit' });
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    // The desktop menus show as the served hero's picture settles.
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await served(page);
    await tagServedControls(page);

    const theBbg = nav.getByRole('link', { name: 'The BBG' });
    await expect(theBbg).toBeHidden();
    await nav.getByRole('link', { name: 'About Us' }).hover();
    await expect(theBbg).toBeVisible();
    await expect(theBbg).toHaveAttribute('href', '/our-leadership');
    await expectAccessible(page);
    await page.mouse.move(700, 700);
    await expect(theBbg).toBeHidden();

    const business = nav.getByRole('button', { name: 'Business' });
    const logistics = nav.getByRole('link', { name: 'Logistics' });
    await nav.getByRole('link', { name: /Careers/ }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(business).toBeFocused();
    await expect(logistics).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Business Overview' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Our Brands' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(business).toBeFocused();

    // Pressed before adoption, with the pointer on it: open once adopted, with the dropdown look.
    await nav.getByRole('button', { name: 'About Us menu' }).click();
    await expect(theBbg).toBeVisible();
    await served(page);
    await adopt();
    expect(await replacedInHeader(page)).toEqual([]);
    await expect(nav.getByRole('button', { name: 'About Us menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(theBbg).toBeVisible();
    await expect(header).toHaveAttribute('data-look', 'dropdown');
    await page.mouse.move(700, 700);
    await expect(nav.getByRole('button', { name: 'About Us menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(theBbg).toBeHidden();
    await expect(logistics).toBeHidden();
  });
});
