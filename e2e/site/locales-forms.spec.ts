import { LIVE_ATTRIBUTE } from '@bbg/contract';
import { expect, test } from '../support/site-test';
import { holdAdoption } from '../support/adoption';
import { skipStartupLoader, watchPage } from '../support/page-health';
import { answerEnquiries } from '../support/enquiries';
import arabicContactFormCatalogue from '../../mfe-contact/src/content/ar/contact-form.json' with { type: 'json' };
import frenchPartnersCatalogue from '../../mfe-about/src/content/fr/partners.json' with { type: 'json' };
import frenchPartnersEnquiryCatalogue from '../../mfe-about/src/content/fr/partners-enquiry.json' with { type: 'json' };
import frenchFooterLabelsCatalogue from '../../shell/src/content/fr/footer-labels.json' with { type: 'json' };
import arabicKitWordsCatalogue from '../../shell/src/content/ar/kit-words.json' with { type: 'json' };
import frenchKitWordsCatalogue from '../../shell/src/content/fr/kit-words.json' with { type: 'json' };

const { contactFormCopy: arabicContact, CONTACT_SUCCESS: arabicSuccess, INVALID_PHONE: arabicInvalidPhone } = arabicContactFormCatalogue;
const { joinCta: frenchJoin } = frenchPartnersCatalogue;
const { partnerFormCopy: frenchPartner, partnerFormMessages: frenchMessages } = frenchPartnersEnquiryCatalogue;
const { footerLabels: frenchFooter } = frenchFooterLabelsCatalogue;
const { kitWords: frenchKit } = frenchKitWordsCatalogue;
const { kitWords: arabicKit } = arabicKitWordsCatalogue;

// Both forms and the footer's box, in French and Arabic: they validate and answer in the page's language.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(async ({ page }) => skipStartupLoader(page));

test('the Arabic contact form works from the first paint: typing kept by adoption, its messages in Arabic, the enquiry saying it was Arabic', async ({ page }) => {
  const problems = await watchPage(page);
  const sent = await answerEnquiries(page);
  const release = await holdAdoption(page);
  await page.goto('/ar/contact-us', { waitUntil: 'commit' });
  const name = page.getByLabel(arabicContact.fullName);
  await expect(name).toBeVisible({ timeout: 30_000 });
  await name.fill('أسماء راو');
  await page.getByLabel(arabicContact.email).fill('asha@example.com');
  await page.getByLabel(arabicContact.message).fill('نود التحدث عن سفر الشركات.');
  await release();
  const form = page.locator('form', { has: name });
  await expect(form).toHaveAttribute(LIVE_ATTRIBUTE, '');
  await expect(name).toHaveValue('أسماء راو');

  // A malformed address: the browser's own check, in Arabic whatever the browser's language.
  await page.getByLabel(arabicContact.email).fill('asha@');
  await page.getByRole('button', { name: arabicContact.submit }).click();
  await expect(page.getByLabel(arabicContact.email)).toBeFocused();
  expect(await page.getByLabel(arabicContact.email).evaluate((field: HTMLInputElement) => field.validationMessage)).toBe(arabicKit.validation.email);
  await page.getByLabel(arabicContact.email).fill('asha@example.com');

  // A number too short for its country: refused in Arabic, nothing sent, nothing typed lost.
  const phone = page.getByLabel(arabicContact.phone);
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('98');
  await page.getByRole('button', { name: arabicContact.submit }).click();
  await expect(page.getByText(arabicInvalidPhone)).toBeVisible();
  expect(sent).toHaveLength(0);
  await expect(name).toHaveValue('أسماء راو');

  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('76543210');
  await page.getByRole('button', { name: arabicContact.submit }).click();
  await expect(page.getByText(arabicSuccess)).toBeVisible();
  expect(sent.map((request) => request.postDataJSON())).toEqual([
    { FullName: 'أسماء راو', Email: 'asha@example.com', Number: '+919876543210', Message: 'نود التحدث عن سفر الشركات.', Language: 'ar' },
  ]);
  expect(problems.consoleErrors).toEqual([]);
});

test('the French footer box flags an address typed before adoption in French, and the partner form answers in French', async ({ page }) => {
  const sent = await answerEnquiries(page);
  const release = await holdAdoption(page);
  await page.goto('/fr/partners', { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: frenchFooter.newsletterLabel });
  await email.scrollIntoViewIfNeeded({ timeout: 30_000 });
  await email.fill('nom@exemple');
  await footer.getByRole('button', { name: frenchKit.subscribe.submit }).click();
  await release();
  await expect(footer.getByText(frenchKit.subscribe.invalidEmail)).toBeVisible();
  await expect(email).toHaveValue('nom@exemple');

  await page.getByRole('button', { name: frenchJoin.buttonText }).click();
  const dialog = page.getByRole('dialog', { name: frenchJoin.modalTitle });
  await expect(dialog).toBeVisible();
  // Sent empty: why each field was refused shows under it in French, not in the browser's language.
  await dialog.getByRole('button', { name: frenchMessages.submit }).click();
  await expect(dialog.getByLabel(frenchPartner.fullName)).toHaveAccessibleDescription(frenchKit.validation.required);
  await expect(dialog.getByLabel(frenchPartner.country)).toHaveAccessibleDescription(frenchKit.validation.choose);
  await dialog.getByLabel(frenchPartner.fullName).fill('Amira Hassan');
  await dialog.getByLabel(frenchPartner.email).fill('amira@nilehorizon.example');
  await dialog.getByLabel(frenchPartner.phone).fill('971');
  await dialog.getByLabel(frenchPartner.companyName).fill('Nile Horizon Travel');
  await dialog.getByLabel(frenchPartner.country).selectOption({ label: 'Allemagne' });
  await dialog.getByLabel(frenchPartner.businessType).selectOption({ index: 1 });
  await dialog.getByLabel(frenchPartner.yearsInBusiness).selectOption({ index: 1 });
  await dialog.getByRole('checkbox', { name: frenchPartner.agreeTerms }).check();
  await dialog.getByRole('button', { name: frenchMessages.submit }).click();
  await expect(dialog.getByText(frenchMessages.phoneLength)).toBeVisible();
  expect(sent).toHaveLength(0);

  await dialog.getByLabel(frenchPartner.phone).fill('971501234567');
  await dialog.getByRole('button', { name: frenchMessages.submit }).click();
  await expect(dialog.getByRole('status')).toHaveText(frenchMessages.success);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.postDataJSON()).toMatchObject({ FullName: 'Amira Hassan', Country: 'Germany', Language: 'fr' });
});
