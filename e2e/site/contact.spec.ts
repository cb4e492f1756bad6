import { RENDER_ATTRIBUTE } from '@bbg/contract';
import { expect, test, type Page, type Route } from '../support/site-test';
import { expectAccessible } from '../support/axe';
import { openContact, pointer } from '../support/contact-page';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { answerEnquiries, ENQUIRY } from '../support/enquiries';

const SUCCESS = 'Enquiry submitted successfully!';
const FAILURE = 'Failed to submit enquiry. Please try again.';
const INVALID = 'Invalid Phone Number';
const ERROR_RED = 'rgb(196, 24, 60)';

// The remote and its axe scans take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

const form = (page: Page) => ({
  name: page.getByLabel('Full Name'),
  email: page.getByLabel('Email'),
  phone: page.getByLabel('Phone Number'),
  message: page.getByLabel('Message'),
  submit: page.getByRole('button', { name: 'Submit' }),
});

/** Fills every field; the phone is typed after the picker's own dial code. */
async function fill(page: Page, phone = '9876543210') {
  const f = form(page);
  await f.name.fill('Asha Rao');
  await f.email.fill('asha@example.com');
  await f.phone.click();
  await f.phone.press('End');
  await f.phone.pressSequentially(phone);
  await f.message.fill('We would like to talk about corporate travel.');
}

async function expectKept(page: Page) {
  const f = form(page);
  await expect(f.name).toHaveValue('Asha Rao');
  await expect(f.email).toHaveValue('asha@example.com');
  await expect(f.phone).toHaveValue('+91 98765-43210');
  await expect(f.message).toHaveValue('We would like to talk about corporate travel.');
  await expect(f.submit).toBeEnabled();
}

test.describe('contact form', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // The page's own journeys at 1440 px share one load: the page, its map by pointer and by keyboard, and where each
  // pointer stands (each was a load of its own). The form's journeys each start from an empty form.
  test('renders with no problems, links the socials in new tabs and passes the accessibility scan; the office map by pointer and by keyboard, each pointer on its own country', async ({ page }) => {
    const problems = await watchPage(page);
    await openContact(page);
    await test.step('renders with no problems, links the socials in new tabs and passes the accessibility scan', async () => {
      await expect(page).toHaveTitle('Contact Us | BBG');
      for (const [name, href] of [
        ['Instagram', /instagram\.com/],
        ['Facebook', /facebook\.com/],
        ['LinkedIn', /linkedin\.com/],
      ] as const) {
        const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(form(page).phone).toHaveValue('+91 ');
      await expect(page.getByRole('combobox', { name: 'Country selector' })).toHaveAttribute('title', 'India');
      await expect(page.getByText(INVALID)).toBeHidden();
      await expectAccessible(page);
      await page.getByRole('combobox', { name: 'Country selector' }).click();
      await expect(page.getByRole('option', { name: /Kenya/ })).toBeVisible();
      await expect(page.getByRole('option', { name: /Kenya/ }).locator('img')).toHaveAttribute('src', /static\/flags\/ke\.webp$/);
      // The flags are 4:3 pictures: shown at their own shape, not stretched into the picker's square.
      const flag = await page.getByRole('combobox', { name: 'Country selector' }).locator('img').boundingBox();
      expect((flag?.width ?? 0) / (flag?.height ?? 1)).toBeCloseTo(4 / 3, 1);
      await page.keyboard.press('Escape');
    });
    await test.step('office map: stands each pointer on its own country', async () => {
      // Each pointer takes its place on the map once the page is adopted (its position is set through CSSOM).
      await expect(page.locator('html')).toHaveAttribute(RENDER_ATTRIBUTE, 'adopted');
      const map = await page.getByRole('img', { name: /Map of Africa/ }).boundingBox();
      const india = await pointer(page, 'India').boundingBox();
      const coteDIvoire = await pointer(page, "Cote d'Ivoire").boundingBox();
      const madagascar = await pointer(page, 'Madagascar').boundingBox();
      if (!map || !india || !coteDIvoire || !madagascar) throw new Error('map or pointers not laid out');
      // West Africa on the left, India far right and high, Madagascar east and low.
      expect(coteDIvoire.x).toBeLessThan(map.x + map.width * 0.2);
      expect(india.x).toBeGreaterThan(map.x + map.width * 0.8);
      expect(india.y).toBeLessThan(map.y + map.height * 0.3);
      expect(madagascar.y).toBeGreaterThan(map.y + map.height * 0.7);
    });
    await test.step('office map: India is open at first; hovering a pointer opens only its card, leaving closes it', async () => {
      const india = pointer(page, 'India');
      await india.scrollIntoViewIfNeeded();
      await expect(india).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('heading', { level: 3, name: 'India' })).toBeVisible();
      await expect(page.getByRole('img', { name: /Map of Africa/ })).toBeVisible();

      await pointer(page, 'Kenya').hover();
      await expect(pointer(page, 'Kenya')).toHaveAttribute('aria-expanded', 'true');
      await expect(india).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('heading', { level: 3 }).filter({ hasText: /^(India|Kenya|Cameroon)$/ })).toHaveText(['Kenya']);
      await expect(page.getByRole('link', { name: '+254 20 444 7200' })).toHaveAttribute('href', 'tel:+254204447200');

      // The mouse may travel into the card and use its accordion.
      await pointer(page, 'Cameroon').hover();
      const card = page.locator('#office-card-3');
      await card.getByRole('button', { name: 'Yaounde' }).hover();
      await card.getByRole('button', { name: 'Yaounde' }).click();
      await expect(card.getByText('Avenue Kennedy, Centre Ville, Yaounde')).toBeVisible();
      await expect(card.getByText('Rue Joffre, Akwa, Douala')).toBeHidden();

      await page.mouse.move(5, 5);
      await expect(pointer(page, 'Cameroon')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('[id^="office-card-"]:visible')).toHaveCount(0);
    });
    await test.step('office map: works by keyboard: focus opens a card, its cities open, Escape closes it', async () => {
      await pointer(page, 'Zambia').focus();
      await expect(pointer(page, 'Zambia')).toHaveAttribute('aria-expanded', 'true');
      await expect(pointer(page, 'India')).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Lusaka' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: '+260 211 255 300' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Kitwe' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Obote Avenue, Kitwe Central, Kitwe')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(pointer(page, 'Zambia')).toHaveAttribute('aria-expanded', 'false');
      await pointer(page, 'Malawi').focus();
      await expect(page.getByRole('button', { name: 'Blantyre' })).toBeVisible();
      await expectAccessible(page);
    });
    expect(problems.cspViolations).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('checks the phone on each change for India and another country, and blocks submit while it is invalid', async ({ page }) => {
    const sent = await answerEnquiries(page);
    await openContact(page);
    const f = form(page);
    await fill(page, '98765');
    const error = page.getByText(INVALID);
    await expect(error).toBeVisible();
    await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(f.phone).toHaveCSS('border-top-color', ERROR_RED);
    await f.submit.click();
    await expect(error).toBeVisible();
    expect(sent.length).toBe(0);

    await f.phone.press('End');
    await f.phone.pressSequentially('43210');
    await expect(error).toBeHidden();
    await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');

    // Another country: its dial code counts among the 7 to 15 digits (+1 and 6 digits make 7).
    await page.getByRole('combobox', { name: 'Country selector' }).click();
    await page.getByRole('option', { name: /United States/ }).click();
    await f.phone.fill('');
    await f.phone.pressSequentially('+1202555');
    await expect(error).toBeHidden();
    await f.phone.fill('');
    await f.phone.pressSequentially('+120255');
    await expect(error).toBeVisible();
    await f.phone.pressSequentially('50123');
    await expect(error).toBeHidden();
    expect(sent.length).toBe(0);
  });

  // The form a success leaves (cleared, the phone back to its dial code) is the empty form the empty-phone check needs.
  test('submits to the local enquiry stand-in: Submitting..., everything disabled, one request, then cleared with a toast; then an empty phone is flagged on submit and nothing is sent', async ({ page }) => {
    const problems = await watchPage(page);
    let requests = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ENQUIRY, async (route) => {
      requests += 1;
      await held;
      await route.continue();
    });
    await openContact(page);
    await fill(page);
    const sent = page.waitForRequest(ENQUIRY);
    await form(page).submit.click();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({
      FullName: 'Asha Rao',
      Email: 'asha@example.com',
      Number: '+919876543210',
      Message: 'We would like to talk about corporate travel.',
      Language: 'en',
    });
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    // The disabled button loses focus, so a screen reader hears the state from the form's live region.
    await expect(page.locator('form', { has: form(page).name }).getByRole('status')).toHaveText('Submitting...');
    for (const field of [form(page).name, form(page).email, form(page).phone, form(page).message]) await expect(field).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Country selector' })).toBeDisabled();
    await page.locator('form', { has: form(page).name }).evaluate((node: HTMLFormElement) => node.requestSubmit());
    const answered = page.waitForResponse(ENQUIRY);
    release();
    expect((await answered).status()).toBe(200);
    // Top-centre (the toast container's placement), closed after 3000 ms.
    const toast = page.locator('.Toastify__toast-container--top-center').getByText(SUCCESS);
    await expect(toast).toBeVisible();
    expect(requests).toBe(1);
    await expect(form(page).name).toHaveValue('');
    await expect(form(page).email).toHaveValue('');
    await expect(form(page).message).toHaveValue('');
    await expect(form(page).phone).toHaveValue('+91 ');
    await expect(page.getByText(INVALID)).toBeHidden();
    await expect(form(page).submit).toBeEnabled();
    await expect(toast).toBeHidden({ timeout: 6000 });

    await test.step('an empty phone is flagged on submit and nothing is sent', async () => {
      const f = form(page);
      await f.name.fill('Asha Rao');
      await f.email.fill('asha@example.com');
      await f.message.fill('Hello');
      await f.submit.click();
      await expect(page.getByText(INVALID)).toBeVisible();
      expect(requests).toBe(1);
    });
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  const failures = [
    { what: 'a 400 answer', logged: /status of 400/, answer: (route: Route) => route.fulfill({ status: 400, body: '{"error":"refused"}', contentType: 'application/json' }) },
    { what: 'a 500 answer', logged: /status of 500/, answer: (route: Route) => route.fulfill({ status: 500, body: '{"error":"refused"}', contentType: 'application/json' }) },
    { what: 'the network down', logged: /ERR_INTERNET_DISCONNECTED|Failed to fetch/, answer: (route: Route) => route.abort('internetdisconnected') },
  ];
  for (const { what, logged, answer } of failures) {
    test(`with ${what} it says so and keeps everything typed`, async ({ page }) => {
      const problems = await watchPage(page, [/Contact enquiry failed/, logged]);
      await page.route(ENQUIRY, answer);
      await openContact(page);
      await fill(page);
      await form(page).submit.click();
      await expect(page.getByText(FAILURE)).toBeVisible();
      await expectKept(page);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});
