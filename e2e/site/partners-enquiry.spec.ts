import { expect, test, type Locator, type Page, type Request } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { ENQUIRY } from '../support/enquiries';
import { openPartners } from '../support/partners-page';

/** The partner enquiry form, opened by the partners page's Join Us (the page's own journeys are in partners.spec.ts). */

const SUCCESS = 'Form submitted successfully!';
const FAILURE = 'Failed to submit form. Please try again.';
const PHONE_RULE = 'Phone number must be between 5 and 15 digits.';
// A refused or failed enquiry is logged on purpose (docs/behaviour.md#api), and the browser logs the failed request.
const EXPECTED_FAILURE_LOGS = [/Partner enquiry failed/, /Failed to load resource/];

// A busy machine can slow the first load of the remote.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => skipStartupLoader(page));

async function openForm(page: Page): Promise<Locator> {
  await openPartners(page);
  await page.getByRole('button', { name: 'Join Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Partner with BBG' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillForm(dialog: Locator, phone = '971501234567'): Promise<void> {
  await dialog.getByLabel('Full Name').fill('Amira Hassan');
  await dialog.getByLabel('Email').fill('amira@nilehorizon.example');
  await dialog.getByLabel('Phone Number').fill(phone);
  await dialog.getByLabel('Company Name').fill('Nile Horizon Travel');
  await dialog.getByLabel('Country').selectOption('Kenya');
  await dialog.getByLabel('Business Type').selectOption('Agency');
  await dialog.getByLabel('Years in Business').selectOption('5-10');
  await dialog.getByRole('checkbox', { name: /I agree to the terms/ }).check();
}

function recordEnquiries(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/API/APIUser/SubmitEnquiryBBG')) sent.push(request);
  });
  return sent;
}

test.describe('partner enquiry form', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('success: Submitting... while pending, one request for a double click, the payload of spec 7, then every field cleared', async ({ page }) => {
    const sent = recordEnquiries(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENQUIRY, async (route) => {
      await held;
      await route.continue();
    });
    const dialog = await openForm(page);
    await fillForm(dialog);
    await dialog.getByRole('button', { name: 'Submit' }).dblclick();
    const pending = dialog.getByRole('button', { name: 'Submitting...' });
    await expect(pending).toBeDisabled();
    // The disabled button loses focus, so a screen reader hears the state from the form's live region.
    await expect(dialog.getByRole('status')).toHaveText('Submitting...');
    release();
    await expect(dialog.getByRole('status')).toHaveText(SUCCESS);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.postDataJSON()).toEqual({
      FullName: 'Amira Hassan',
      Email: 'amira@nilehorizon.example',
      Number: '971501234567',
      Message: null,
      CompanyName: 'Nile Horizon Travel',
      CompanyWebsite: null,
      Country: 'Kenya',
      BusinessType: 'Agency',
      YearsInBusiness: '5-10',
      Language: 'en',
    });
    expect(sent[0]?.headers()['content-type']).toBe('application/json');
    await expect(dialog).toBeVisible();
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Company Name', 'Company Website', 'Country', 'Business Type', 'Years in Business', 'Tell us about your business']) {
      await expect(dialog.getByLabel(label)).toHaveValue('');
    }
    await expect(dialog.getByRole('checkbox')).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('the local enquiry stand-in accepts a full payload with the optional fields', async ({ page }) => {
    const dialog = await openForm(page);
    await fillForm(dialog);
    await dialog.getByLabel('Company Website').fill('https://nilehorizon.example');
    await dialog.getByLabel('Tell us about your business').fill('Safaris and city breaks in East Africa.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/API/APIUser/SubmitEnquiryBBG'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await answer).status()).toBe(200);
    expect((await answer).request().postDataJSON()).toMatchObject({ CompanyWebsite: 'https://nilehorizon.example', Message: 'Safaris and city breaks in East Africa.' });
    await expect(dialog.getByRole('status')).toHaveText(SUCCESS);
  });

  for (const failure of [
    { name: 'a 400 answer', handle: (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.fulfill({ status: 400, body: '{}' }) },
    { name: 'a 500 answer', handle: (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.fulfill({ status: 500, body: '{}' }) },
    { name: 'the network down', handle: (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('internetdisconnected') },
  ]) {
    test(`failure on ${failure.name}: the message, the error logged, nothing typed lost`, async ({ page }) => {
      const problems = await watchPage(page, EXPECTED_FAILURE_LOGS);
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      await page.route(ENQUIRY, failure.handle);
      const dialog = await openForm(page);
      await fillForm(dialog);
      await dialog.getByLabel('Company Website').fill('nilehorizon.example');
      await dialog.getByLabel('Tell us about your business').fill('Safaris.');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(FAILURE);
      await expect(dialog.getByRole('status')).toHaveText('');
      expect(logged.some((text) => text.includes('Partner enquiry failed'))).toBe(true);
      await expect(dialog.getByLabel('Full Name')).toHaveValue('Amira Hassan');
      await expect(dialog.getByLabel('Email')).toHaveValue('amira@nilehorizon.example');
      await expect(dialog.getByLabel('Phone Number')).toHaveValue('971501234567');
      await expect(dialog.getByLabel('Company Name')).toHaveValue('Nile Horizon Travel');
      await expect(dialog.getByLabel('Company Website')).toHaveValue('nilehorizon.example');
      await expect(dialog.getByLabel('Country')).toHaveValue('Kenya');
      await expect(dialog.getByLabel('Business Type')).toHaveValue('Agency');
      await expect(dialog.getByLabel('Years in Business')).toHaveValue('5-10');
      await expect(dialog.getByLabel('Tell us about your business')).toHaveValue('Safaris.');
      await expect(dialog.getByRole('checkbox')).toBeChecked();
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  // One form for both: the required-fields journey sends nothing and leaves the phone empty for the phone journey.
  test('required fields: the browser refuses the form, focus goes to the first invalid field, and it is marked; phone: digits only, nothing past 15 digits; under 5 digits shows the rule, focuses the phone and sends nothing', async ({ page }) => {
    const sent = recordEnquiries(page);
    const dialog = await openForm(page);
    await test.step('required fields: the browser refuses the form, focus goes to the first invalid field, and it is marked', async () => {
      await dialog.getByLabel('Email').fill('amira@nilehorizon.example');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByLabel('Full Name')).toBeFocused();
      await expect(dialog.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Country')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'false');

      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByLabel('Full Name').fill('Amira Hassan');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByLabel('Email')).toBeFocused();
      expect(sent).toHaveLength(0);
    });
    await test.step('phone: digits only, nothing past 15 digits; under 5 digits shows the rule, focuses the phone and sends nothing', async () => {
      const phone = dialog.getByLabel('Phone Number');
      await phone.pressSequentially('+971 (50) 12-ab34');
      await expect(phone).toHaveValue('971501234');
      await phone.pressSequentially('56789012345');
      await expect(phone).toHaveValue('971501234567890');

      await fillForm(dialog, '1234');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(PHONE_RULE);
      await expect(phone).toBeFocused();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      expect(sent).toHaveLength(0);

      await phone.fill('12345');
      await expect(dialog.getByText(PHONE_RULE)).toBeHidden();
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('status')).toHaveText(SUCCESS);
      expect(sent).toHaveLength(1);
    });
  });
});
