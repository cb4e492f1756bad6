import { expect, test, type Locator, type Page, type Request } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { ENQUIRY } from '../support/enquiries';

const SUCCESS = 'Form submitted successfully!';
const FAILURE = 'Failed to submit form. Please try again.';
const PHONE_RULE = 'Phone number must be between 5 and 15 digits.';
// A refused or failed enquiry is logged on purpose (docs/behaviour.md#api), and the browser logs the failed request.
const EXPECTED_FAILURE_LOGS = [/Partner enquiry failed/, /Failed to load resource/];

// The slider journey waits through several moves, and a busy machine can slow the first load of the remote.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => skipStartupLoader(page));

async function openPartners(page: Page): Promise<void> {
  await page.goto('/partners');
  // The remote's first load can be slow on a busy machine; the page itself is then checked at normal speed.
  await expect(page.getByRole('heading', { level: 1, name: 'Grow further with BBG' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Page sections' }).getByRole('link')).toHaveCount(5);
}

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

/** The transform of the supplier slider's moving row. */
const rowPosition = (slider: Locator) => slider.locator('.swiper-wrapper').evaluate((row) => getComputedStyle(row).transform);

test.describe('partners page, desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // The journeys that stay on the page share one load; the supplier slider, which waits through several moves, has
  // its own with the claims (each journey was a load of its own).
  test('opens with the hero and five section dots, accessible, with no console errors or CSP violations; Explore Now, the dots, the newsletter block and the Join Us modal', async ({ page }) => {
    const problems = await watchPage(page);
    await openPartners(page);
    await test.step('the hero and five section dots, accessible', async () => {
      await expect(page.getByRole('navigation', { name: 'Page sections' }).getByRole('link')).toHaveText(['Partners', 'Why', 'Who', 'Stories', 'How']);
      await expect(page).toHaveTitle('Partners | BBG');
      await expectAccessible(page);
    });
    await test.step('Explore Now and the arrow scroll on to Why; the dots scroll to their sections and follow the scroll', async () => {
      const dots = page.getByRole('navigation', { name: 'Page sections' }).getByRole('link');
      await page.getByRole('link', { name: 'Explore Now' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'A partner that travels further' })).toBeInViewport();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await dots.nth(0).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole('link', { name: 'Scroll to next section' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'A partner that travels further' })).toBeInViewport();
      await dots.nth(4).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Become a BBG partner' })).toBeInViewport();
      await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
    });
    await test.step('the newsletter block flags an invalid email and accepts a valid one', async () => {
      const email = page.getByRole('textbox', { name: 'Subscribe to our newsletter' });
      await email.fill('not an email');
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await email.fill('amira@nilehorizon.example');
      await expect(page.getByText('Please enter a valid email address')).toBeHidden();
      await email.press('Enter');
      await expect(email).toHaveValue('');
    });
    await test.step('Join Us opens the partner modal, accessible while open; the close button closes it and focus returns', async () => {
      await page.getByRole('button', { name: 'Join Us' }).click();
      const dialog = page.getByRole('dialog', { name: 'Partner with BBG' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Full Name')).toBeVisible();
      expect(await dialog.getByLabel('Country').locator('option').count()).toBeGreaterThan(190);
      await expect(dialog.getByLabel('Country').locator('option').last()).toHaveText('Other');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Join Us' })).toBeFocused();
    });
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("the supplier slider shows 4 of nine logos, glides by itself and pauses on hover and on focus; this page's claims, four testimonials from named companies and the two 2024 awards", async ({ page }) => {
    await openPartners(page);
    await test.step("this page's claims, four testimonials from named companies and the two 2024 awards", async () => {
      for (const claim of ['10+', '500+', 'Up to 20% travel savings', '200,000', '1 million', '2016', '20+']) {
        await expect(page.getByText(claim, { exact: true }).first()).toBeAttached();
      }
      const testimonials = page.getByRole('region', { name: 'What our partners say' });
      for (const company of ['Nile Horizon Travel', 'Baobab Journeys', 'Gulf Pearl Tourism', 'Monsoon Trails']) {
        await expect(testimonials.getByText(company, { exact: false })).toBeAttached();
      }
      await expect(testimonials.getByRole('figure')).toHaveCount(4);
      const awards = page.getByRole('region', { name: 'Our achievements' });
      await expect(awards.getByRole('heading', { level: 4 })).toHaveText([/Arabian Travel Awards 2024/, /World Travel Awards 2024/]);
      await awards.scrollIntoViewIfNeeded();
      await awards.getByRole('button', { name: 'Next slide' }).click();
      await expect(awards.getByRole('heading', { name: /World Travel Awards 2024/ })).toBeInViewport();
    });
    await test.step('the supplier slider shows 4 of nine logos, glides by itself and pauses on hover and on focus', async () => {
      const slider = page.getByRole('region', { name: 'Our suppliers' });
      await slider.scrollIntoViewIfNeeded();
      await expect(slider.getByRole('group')).toHaveCount(9);
      const widths = await slider.evaluate((region) => {
        const slide = region.querySelector('.swiper-slide');
        return { slide: slide?.getBoundingClientRect().width ?? 0, row: region.querySelector('.swiper')?.getBoundingClientRect().width ?? 0 };
      });
      expect(widths.slide).toBeCloseTo((widths.row - 3 * 16) / 4, 0);
      await expect(slider.locator('.swiper-wrapper')).toHaveCSS('transition-timing-function', 'linear');

      const start = await rowPosition(slider);
      await expect.poll(() => rowPosition(slider), { timeout: 8000 }).not.toBe(start);

      await slider.hover();
      await page.waitForTimeout(2100); // let a move already under way finish
      const hovered = await rowPosition(slider);
      await page.waitForTimeout(4500);
      expect(await rowPosition(slider)).toBe(hovered);

      await page.mouse.move(5, 5);
      await slider.getByRole('button', { name: 'Pause carousel' }).focus();
      await page.waitForTimeout(2100);
      const focused = await rowPosition(slider);
      await page.waitForTimeout(4500);
      expect(await rowPosition(slider)).toBe(focused);
    });
  });
});

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

test.describe('partners page, phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('renders accessibly, the supplier slider shows 2.5 logos, and the modal fits', async ({ page }) => {
    const problems = await watchPage(page);
    await openPartners(page);
    await expectAccessible(page);
    const slider = page.getByRole('region', { name: 'Our suppliers' });
    const widths = await slider.evaluate((region) => ({
      slide: region.querySelector('.swiper-slide')?.getBoundingClientRect().width ?? 0,
      row: region.querySelector('.swiper')?.getBoundingClientRect().width ?? 0,
    }));
    expect(widths.slide).toBeCloseTo((widths.row - 1.5 * 16) / 2.5, 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Join Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Partner with BBG' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('under 360 px the supplier slider shows 2 logos', async ({ page }) => {
    await page.setViewportSize({ width: 340, height: 760 });
    await openPartners(page);
    const slider = page.getByRole('region', { name: 'Our suppliers' });
    const widths = await slider.evaluate((region) => ({
      slide: region.querySelector('.swiper-slide')?.getBoundingClientRect().width ?? 0,
      row: region.querySelector('.swiper')?.getBoundingClientRect().width ?? 0,
    }));
    expect(widths.slide).toBeCloseTo((widths.row - 16) / 2, 0);
  });
});
