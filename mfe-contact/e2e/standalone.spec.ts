import { expect, test } from '@playwright/test';
import { standaloneSuite, watchPage } from '@bbg/e2e';

standaloneSuite('mfe-contact');

test.describe('mfe-contact alone', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the contact form reaches the local enquiry API and its toasts show in the frame', async ({ page }) => {
    const problems = await watchPage(page, [/Contact enquiry failed/, /status of 500/]);
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Stay in Touch' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Full Name').fill('Asha Rao');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Phone Number').click();
    await page.getByLabel('Phone Number').press('End');
    await page.getByLabel('Phone Number').pressSequentially('9876543210');
    await page.getByLabel('Message').fill('Hello from QA');

    await page.route('**/API/APIUser/SubmitEnquiryBBG', (route) => route.fulfill({ status: 500 }), { times: 1 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Failed to submit enquiry. Please try again.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao');

    const answered = page.waitForResponse('**/API/APIUser/SubmitEnquiryBBG');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText('Enquiry submitted successfully!')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the world map and the world wide cards work alone too', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('button', { name: 'India', exact: true })).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Namibia', exact: true }).hover();
    await expect(page.getByRole('button', { name: 'Walvisbay' })).toBeVisible();
    await page.goto('/world-wide');
    await expect(page.getByText('BBG in the Middle East, Africa, and Asia')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Where you will find us' }).getByRole('listitem')).toHaveCount(24);
  });
});
