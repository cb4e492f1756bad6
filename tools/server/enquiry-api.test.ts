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

  it.each([['de'], [''], [7], [null]])('refuses a language that is not a locale of the site (%p)', (Language) => {
    expect(validateEnquiry({ ...contact, Language })).toMatch(/Language/);
  });
});
