/**
 * @jest-environment node
 */
import { validateEnquiry } from './enquiry-api';

const contact = { FullName: 'Asha Rao', Email: 'asha@example.com', Number: '919876543210', Message: 'Hello' };

describe('the local enquiry API', () => {
  it('takes the language the visitor wrote in, when it is one of the site’s locales', () => {
    expect(validateEnquiry(contact)).toBeNull();
    for (const Language of ['en', 'fr', 'ar']) expect(validateEnquiry({ ...contact, Language })).toBeNull();
  });

  const partner = { ...contact, Message: null, CompanyName: 'Sky Tours', CompanyWebsite: null, Country: 'Kenya', BusinessType: 'Agency', YearsInBusiness: '1-5' };

  it('takes each field up to its bound, a number written with spaces or dashes, and a partner enquiry without its optional fields', () => {
    expect(validateEnquiry({ ...contact, FullName: 'n'.repeat(200), Message: 'm'.repeat(5000), Number: '+1 234-567-890-1234-5678' })).toBeNull();
    expect(validateEnquiry({ ...contact, Number: `+${'9'.repeat(20)}` })).toBeNull();
    expect(validateEnquiry(partner)).toBeNull();
    expect(validateEnquiry({ ...partner, CompanyWebsite: 'w'.repeat(500), Message: 'm'.repeat(5000) })).toBeNull();
  });

  it.each([
    ['a list', [contact], 'The body must be a JSON object.'],
    ['a name of spaces', { ...contact, FullName: '   ' }, 'FullName is required (at most 200 characters).'],
    ['a name over 200 characters', { ...contact, FullName: 'n'.repeat(201) }, 'FullName is required (at most 200 characters).'],
    ['an address without a domain', { ...contact, Email: 'asha@example' }, 'Email must be a valid email address.'],
    ['a number of 4 digits', { ...contact, Number: '1234' }, 'Number must be a phone number of 5 to 20 digits.'],
    ['a number of 21 digits', { ...contact, Number: '9'.repeat(21) }, 'Number must be a phone number of 5 to 20 digits.'],
    ['a number with letters', { ...contact, Number: '98765abc' }, 'Number must be a phone number of 5 to 20 digits.'],
    ['a contact message over 5000 characters', { ...contact, Message: 'm'.repeat(5001) }, 'Message is required (at most 5000 characters).'],
    ['a contact enquiry without a message', { ...contact, Message: null }, 'Message is required (at most 5000 characters).'],
    ['a partner enquiry without its business type', { ...partner, BusinessType: '' }, 'BusinessType is required for a partner enquiry.'],
    ['a partner website that is not text', { ...partner, CompanyWebsite: 42 }, 'CompanyWebsite must be text or null.'],
    ['a partner website over 500 characters', { ...partner, CompanyWebsite: 'w'.repeat(501) }, 'CompanyWebsite must be text or null.'],
    ['a partner message over 5000 characters', { ...partner, Message: 'm'.repeat(5001) }, 'Message must be text or null.'],
  ])('refuses %s, saying why', (_name, body, why) => {
    expect(validateEnquiry(body)).toBe(why);
  });

  it.each([['de'], [''], [7], [null]])('refuses a language that is not a locale of the site (%p)', (Language) => {
    expect(validateEnquiry({ ...contact, Language })).toMatch(/Language/);
  });
});
