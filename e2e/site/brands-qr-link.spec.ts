import { expect, previewReplaces, test, type Page } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { expectAdopted, fontsSettled, holdAdoption } from '../support/adoption';
import { skipStartupLoader, watchPage } from '../support/page-health';

/** /qr-link, what the printed QR code opens (the brands page's own journeys are in brands.spec.ts). */

test.beforeEach(async ({ page }) => skipStartupLoader(page));
// A held adoption and a scan at each width: the accessibility scan alone can take half a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('/qr-link', () => {
  const zone = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} ?,`) });
  const popups = (page: Page) => page.getByRole('list', { name: 'The BBG group by category' }).getByRole('article');

  test('wide: the served diagram is laid out as the live one, every zone on the ring and every popup beside it; its own layout, a logo home, a zone per category and every popup showing', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const problems = await watchPage(page);
    // Under E2E_PREVIEW the page is rendered afresh, not adopted: its served layout is not compared then.
    const served = !previewReplaces('/qr-link');
    const adopt = served ? await holdAdoption(page) : undefined;
    await page.goto('/qr-link', { waitUntil: served ? 'commit' : 'load' });
    if (adopt) {
      await test.step('the served diagram is laid out as the live one, every zone on the ring and every popup beside it', async () => {
        await expect(popups(page)).toHaveCount(7);
        await fontsSettled(page);
        const boxes = () =>
          page.getByRole('list', { name: 'The BBG group by category' }).evaluate((list) =>
            [...list.querySelectorAll('button, article')].map((element) => {
              const { x, y, width, height } = element.getBoundingClientRect();
              return [element.textContent?.slice(0, 20), Math.round(x), Math.round(y), Math.round(width), Math.round(height)];
            }),
          );
        const before = await boxes();
        // Every zone inside the ring's square, not stacked at its edge.
        expect(new Set(before.filter((_, index) => index % 2 === 0).map(([, x, y]) => `${x},${y}`)).size).toBe(7);
        await adopt();
        expect(await boxes()).toEqual(before);
      });
    }

    await test.step('its own layout, a logo home, a zone per category and every popup showing', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(popups(page)).toHaveCount(7);
      for (const popup of await popups(page).all()) await expect(popup).toBeVisible();
      await expect(zone(page, 'Travels')).toHaveAccessibleName(/Travels ?, 4 brands/);
      await expect(zone(page, 'IT')).toHaveAccessibleName(/IT ?, 2 brands/);

      const sites = page.getByRole('link', { name: /\(opens in a new tab\)$/ });
      await expect(sites).toHaveCount(10);
      for (const site of await sites.all()) {
        await expect(site).toHaveAttribute('target', '_blank');
        await expect(site).toHaveAttribute('href', /^https:\/\//);
      }
      await expect(page.getByRole('link', { name: /A2Z Travels/ })).toHaveCount(0);
      await expect(page.getByRole('article', { name: 'Travels' }).getByText('A2Z Travels')).toBeVisible();

      await zone(page, 'Logistics').hover();
      for (const popup of await popups(page).all()) await expect(popup).toBeVisible();
      await expectAccessible(page);
      expect(problems.cspViolations).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);

      await page.getByRole('link', { name: 'BBG home' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });
  });

  test('on a phone every popup shows under the diagram', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/qr-link');
    await expect(popups(page)).toHaveCount(7);
    for (const popup of await popups(page).all()) await expect(popup).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  test('at 200 px hovering a category shows its popup before the scripts arrive, and keeps it once they do; only the hovered or focused category shows its popup', async ({ page }) => {
    await page.setViewportSize({ width: 200, height: 700 });
    // Under E2E_PREVIEW the page is rendered afresh, not adopted: there is no served page to hover before the scripts.
    if (!previewReplaces('/qr-link')) {
      await test.step('hovering a category shows its popup before the scripts arrive, and keeps it once they do', async () => {
        const adopt = await holdAdoption(page);
        await page.goto('/qr-link', { waitUntil: 'commit' });
        await zone(page, 'Logistics').hover();
        await expect(popups(page)).toHaveCount(1);
        await expect(page.getByRole('article', { name: 'Logistics' })).toBeVisible();
        await adopt();
        await expect(page.getByRole('article', { name: 'Logistics' })).toBeVisible();
        await expect(popups(page)).toHaveCount(1);
        await page.mouse.move(100, 5);
      });
    } else {
      await page.goto('/qr-link');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
    // The page's own part adopted, not only the root (<html> live): the live diagram is what is tried here.
    await expectAdopted(page);
    await expect(popups(page)).toHaveCount(0);

    await zone(page, 'Travels').hover();
    await expect(popups(page)).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Travels' })).toBeVisible();
    await zone(page, 'Electronics').hover();
    await expect(popups(page)).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Electronics' })).toBeVisible();
    await page.mouse.move(100, 5);
    await expect(popups(page)).toHaveCount(0);

    await zone(page, 'Fashion').focus();
    await expect(page.getByRole('article', { name: 'Fashion' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Yashika Fashion (opens in a new tab)' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Yashika Fashion (opens in a new tab)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(200);
    await expectAccessible(page);
  });
});
