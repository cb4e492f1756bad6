import { LIVE_ATTRIBUTE, RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, test, type Locator, type Page } from '../support/site-test';
import { emulateSlowPhone, holdAdoption, tagServedControls } from '../support/adoption';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { answerEnquiries, ENQUIRY } from '../support/enquiries';

const SUCCESS = 'Enquiry submitted successfully!';
const INVALID_EMAIL = 'Please enter a valid email address';
const MESSAGE = 'We would like to talk about corporate travel.';
/** Where the caret is left in the message: before its last word. */
const CARET = MESSAGE.length - 'travel.'.length;

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

const contactForm = (page: Page) => {
  const form = page.locator('form', { has: page.getByLabel('Full Name') });
  return {
    form,
    name: page.getByLabel('Full Name'),
    email: page.getByLabel('Email'),
    phone: page.getByLabel('Phone Number'),
    country: page.getByRole('combobox', { name: 'Country selector' }),
    message: page.getByLabel('Message'),
    submit: page.getByRole('button', { name: 'Submit' }),
  };
};

/** Types into the contact form as a visitor does: the phone after the served dial code, the caret left mid-message. */
async function fillContact(page: Page) {
  const f = contactForm(page);
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@example.com');
  await f.phone.click();
  await f.phone.press('End');
  await f.phone.pressSequentially('9876543210');
  await f.message.click();
  await f.message.pressSequentially(MESSAGE);
  for (let step = CARET; step < MESSAGE.length; step += 1) await f.message.press('ArrowLeft');
}

const caret = (field: Locator) => field.evaluate((node: HTMLTextAreaElement) => [node.selectionStart, node.selectionEnd]);

/** The tags (see tagServedControls) of the served controls inside `container`. */
const taggedIn = (container: Locator) =>
  container.evaluate((node) => [...node.querySelectorAll('[data-served-control]')].map((control) => Number(control.getAttribute('data-served-control'))));

/** How many of those controls adoption replaced (they are no longer in the document). */
const replaced = (page: Page, tags: number[]) =>
  page.evaluate((list) => list.filter((tag) => !(window as unknown as { __servedControls: Element[] }).__servedControls[tag]?.isConnected).length, tags);

test('the contact form works before adoption: typing is kept with focus and caret, in the same elements', async ({ page }) => {
  const problems = await watchPage(page);
  const release = await holdAdoption(page);
  await page.goto('/contact-us', { waitUntil: 'commit' });
  const f = contactForm(page);
  await expect(f.name).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_ATTRIBUTE, /./);
  for (const control of [f.name, f.email, f.phone, f.message, f.submit, f.country]) await expect(control).toBeEnabled();
  await tagServedControls(page);
  const served = await taggedIn(f.form);
  // Name, email, country button, phone, message, Submit.
  expect(served).toHaveLength(6);
  await fillContact(page);
  await expect(f.message).toBeFocused();
  expect(await caret(f.message)).toEqual([CARET, CARET]);

  await release();
  await expect(f.form).toHaveAttribute(LIVE_ATTRIBUTE, '');
  expect(await replaced(page, served)).toBe(0);
  expect(await taggedIn(f.form)).toEqual(served);
  await expect(f.name).toHaveValue('Asha Rao');
  await expect(f.email).toHaveValue('asha@example.com');
  // The picker formats the number it takes over, as it does while typing.
  await expect(f.phone).toHaveValue('+91 98765-43210');
  await expect(f.message).toHaveValue(MESSAGE);
  await expect(f.message).toBeFocused();
  expect(await caret(f.message)).toEqual([CARET, CARET]);
  await expect(page.getByText('Invalid Phone Number')).toBeHidden();

  // It goes on from there: the caret is where the visitor left it.
  await page.keyboard.type('business ');
  await expect(f.message).toHaveValue('We would like to talk about corporate business travel.');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test('a contact form sent before adoption is sent once the scripts arrive, exactly once', async ({ page }) => {
  const answered = await answerEnquiries(page);
  const release = await holdAdoption(page);
  await page.goto('/contact-us', { waitUntil: 'commit' });
  const f = contactForm(page);
  await expect(f.name).toBeVisible({ timeout: 30_000 });
  await fillContact(page);
  await f.submit.click();
  await f.submit.click();
  expect(answered.length).toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_ATTRIBUTE, /./);

  const sent = page.waitForRequest(ENQUIRY);
  await release();
  expect((await sent).postDataJSON()).toEqual({ FullName: 'Asha Rao', Email: 'asha@example.com', Number: '+919876543210', Message: MESSAGE, Language: 'en' });
  await expect(page.locator('.Toastify__toast-container--top-center').getByText(SUCCESS)).toBeVisible();
  await expect(f.name).toHaveValue('');
  await expect(f.phone).toHaveValue('+91 ');
  await expect(f.submit).toBeEnabled();
  expect(answered.length).toBe(1);
});

test('the footer subscribe box: an invalid address sent before adoption is flagged after it, and kept', async ({ page }) => {
  const release = await holdAdoption(page);
  await page.goto('/', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Get BBG news in your inbox' });
  const arrow = footer.getByRole('button', { name: 'Subscribe' });
  await email.scrollIntoViewIfNeeded({ timeout: 30_000 });
  await expect(email).toBeEnabled();
  await expect(arrow).toBeEnabled();
  await email.fill('name@example');
  await arrow.click();
  await expect(footer.getByText(INVALID_EMAIL)).toHaveCount(0);

  await release();
  await expect(footer.getByText(INVALID_EMAIL)).toBeVisible();
  await expect(email).toHaveValue('name@example');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(footer.getByRole('status')).toHaveText('');
});

test('Enter in the footer box before adoption with a valid address clears it afterwards and says it was not saved', async ({ page }) => {
  const release = await holdAdoption(page);
  await page.goto('/', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Get BBG news in your inbox' });
  await email.scrollIntoViewIfNeeded({ timeout: 30_000 });
  await email.fill('name@example.com');
  await email.press('Enter');
  await release();
  await expect(footer.getByRole('status')).toHaveText('Newsletter sign-up is not open at the moment, so your address was not saved.');
  await expect(email).toHaveValue('');
  await expect(footer.getByText(INVALID_EMAIL)).toHaveCount(0);
});

test('on a slow phone, the contact form takes typing as soon as it shows and keeps it through adoption', async ({ page }) => {
  const problems = await watchPage(page);
  await emulateSlowPhone(page);
  await page.goto('/contact-us', { waitUntil: 'commit' });
  const f = contactForm(page);
  await expect(f.name).toBeVisible({ timeout: 60_000 });
  await expect(f.name).toBeEnabled({ timeout: 1 });
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@example.com');
  await f.message.fill(MESSAGE);
  await f.phone.click();
  await f.phone.press('End');
  await f.phone.pressSequentially('9876543210');
  await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted', { timeout: 90_000 });
  await expect(f.form).toHaveAttribute(LIVE_ATTRIBUTE, '');
  await expect(f.name).toHaveValue('Asha Rao');
  await expect(f.email).toHaveValue('asha@example.com');
  await expect(f.message).toHaveValue(MESSAGE);
  await expect(f.phone).toHaveValue('+91 98765-43210');
  await expect(page.getByText('Invalid Phone Number')).toBeHidden();
  expect(problems.consoleErrors).toEqual([]);
});

test('an empty contact form sent before adoption on a French page is refused after it in French, never in the browser’s words', async ({ page }) => {
  const sent = await answerEnquiries(page);
  const release = await holdAdoption(page);
  await page.goto('/fr/contact-us', { waitUntil: 'commit' });
  const name = page.getByLabel('Nom complet');
  const message = page.getByLabel('Message');
  const submit = page.getByRole('button', { name: 'Envoyer' });
  await expect(name).toBeVisible({ timeout: 30_000 });
  // The browser's own check would refuse it now, in its own language (“Please fill out this field.”), and send no
  // submit for the scripts to hold: the form is left to judge it, once they have arrived.
  const submitted = page.evaluate(() => new Promise<boolean>((resolve) => {
    // On the window: it hears the submit before the boot script holds it (on the document).
    window.addEventListener('submit', () => resolve(true), { capture: true, once: true });
    setTimeout(() => resolve(false), 2_000);
  }));
  await submit.click();
  expect(await submitted).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute(RENDER_ATTRIBUTE, /./);

  await release();
  await expect(name).toBeFocused();
  expect(await name.evaluate((field: HTMLInputElement) => field.validationMessage)).toBe('Veuillez renseigner ce champ.');
  expect(await message.evaluate((field: HTMLTextAreaElement) => field.validationMessage)).toBe('Veuillez renseigner ce champ.');
  expect(sent.length).toBe(0);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Join Us tapped before adoption opens the partner form once adopted, and the dialog stays put as its form arrives', async ({ page }) => {
    // The form's code is fetched on the press; on a slow phone it comes well after the dialog has opened.
    await page.route(/\/remotes\/about\/.+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('yearsInBusiness')) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fulfill({ response, body });
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdAdoption(page);
    await page.goto('/partners', { waitUntil: 'commit' });
    const join = page.getByRole('button', { name: 'Join Us' });
    await join.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await join.tap();
    const dialog = page.getByRole('dialog', { name: 'Partner with BBG' });
    await expect(dialog).toBeHidden();
    const before = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.length);

    await release();
    await expect(dialog).toBeVisible();
    const top = await dialog.evaluate((node) => node.getBoundingClientRect().top);
    await expect(dialog.getByLabel('Full Name')).toBeVisible();
    expect(await dialog.evaluate((node) => node.getBoundingClientRect().top)).toBe(top);
    expect(await page.evaluate((from) => (window as unknown as { __shifts: number[] }).__shifts.slice(from), before)).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});
