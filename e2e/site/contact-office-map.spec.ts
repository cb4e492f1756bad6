import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, test } from '../support/site-test';
import { expectPartLive, holdAdoption, replacedControls, tagServedControls } from '../support/adoption';
import { expectAccessible } from '../support/axe';
import { openContact, pointer } from '../support/contact-page';
import { skipStartupLoader, watchPage } from '../support/page-health';

// The remote and its axe scan take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

test.describe('office map on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('becomes a list of countries; tapping one opens its card in place', async ({ page }) => {
    await openContact(page);
    const malawi = page.getByRole('button', { name: 'Malawi', exact: true });
    await malawi.scrollIntoViewIfNeeded();
    await expect(malawi).toBeVisible();
    await expect(malawi).toHaveText('Malawi');
    await malawi.click();
    await expect(malawi).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Lilongwe' })).toBeVisible();
    await page.getByRole('button', { name: 'Blantyre' }).click();
    await expect(page.getByText('Victoria Avenue, Blantyre')).toBeVisible();
    await expectAccessible(page);
  });

  test('in Arabic, a country tapped before adoption opens its card at once; adoption keeps it, and the list works after', async ({ page }) => {
    const problems = await watchPage(page);
    const release = await holdAdoption(page);
    await page.goto('/ar/contact-us', { waitUntil: 'commit' });
    const nigeria = pointer(page, 'نيجيريا');
    await nigeria.scrollIntoViewIfNeeded();
    await tagServedControls(page);
    await nigeria.click();
    await expect(nigeria).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'نيجيريا', exact: true })).toBeVisible();
    await expect(pointer(page, 'الهند')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).not.toHaveAttribute(RENDER_ATTRIBUTE, /./);

    await release();
    await expectPartLive(nigeria);
    await expect(nigeria).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'نيجيريا', exact: true })).toBeVisible();
    expect(await replacedControls(page)).toEqual([]);
    const kenya = pointer(page, 'كينيا');
    await kenya.click();
    await expect(kenya).toHaveAttribute('aria-expanded', 'true');
    await expect(nigeria).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 3, name: 'نيجيريا', exact: true })).toBeHidden();
    expect(problems.consoleErrors).toEqual([]);
  });
});
