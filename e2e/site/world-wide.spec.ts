import { expect, test } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';

// The remote, the 24-card page and its axe scans take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

test.describe('world wide', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the banner text shows once its image has loaded; the dots are WorldWide, Overview, Presence; each country card\u2019s down-arrow brings the next card to the middle of the screen', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/world-wide');
    const title = page.getByRole('heading', { level: 1, name: 'Global Industry Leader' });
    await expect(title).toBeVisible({ timeout: 30_000 });
    await test.step('the banner text shows once its image has loaded; the dots are WorldWide, Overview, Presence', async () => {
      await expect(page.getByText('BBG in the Middle East, Africa, and Asia')).toBeVisible();
      for (const figure of ['10+', '50+', '20+']) await expect(page.getByText(figure, { exact: true })).toBeVisible();
      const dots = page.getByRole('navigation', { name: 'Page sections' }).getByRole('link');
      await expect(dots).toHaveCount(3);
      expect(await dots.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))).toEqual(['WorldWide', 'Overview', 'Presence']);
      await expect(page).toHaveTitle('World Wide | BBG');

      await page.getByRole('link', { name: 'Scroll to the overview' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'BBG around the world' })).toBeInViewport();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await dots.nth(2).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Where you will find us' })).toBeInViewport();
      await expectAccessible(page);
    });
    await test.step('each country card\u2019s down-arrow brings the next card to the middle of the screen', async () => {
      const cards = page.getByRole('list', { name: 'Where you will find us' }).getByRole('listitem');
      await expect(cards).toHaveCount(24);
      await expect(cards.getByRole('heading', { level: 3 })).toContainText(['India', 'UAE', 'Uganda', 'Kenya']);
      await cards.first().scrollIntoViewIfNeeded();
      for (const [from, next] of [
        ['India', 'UAE'],
        ['UAE', 'Uganda'],
      ] as const) {
        await cards.filter({ hasText: from }).getByRole('link', { name: `Next: ${next}` }).click();
        const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: next }) });
        await expect
          .poll(async () => {
            const box = await card.boundingBox();
            return box ? Math.round(Math.abs(box.y + box.height / 2 - 450)) : 999;
          })
          .toBeLessThan(40);
      }
      await expect(cards.last().getByRole('link')).toHaveCount(0);
    });
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('looks right on a phone: cards stack, the arrow still works', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/world-wide');
    await expect(page.getByText('BBG in the Middle East, Africa, and Asia')).toBeVisible({ timeout: 30_000 });
    const cards = page.getByRole('list', { name: 'Where you will find us' }).getByRole('listitem');
    await cards.filter({ hasText: 'Kenya' }).getByRole('link', { name: 'Next: Zimbabwe' }).click();
    await expect(cards.filter({ has: page.getByRole('heading', { level: 3, name: 'Zimbabwe' }) })).toBeInViewport();
    await expectAccessible(page);
  });
});
