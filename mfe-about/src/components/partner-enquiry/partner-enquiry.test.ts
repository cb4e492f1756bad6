import { partnerFormMessages } from '../../content/en/partners-enquiry.json';
import { buildPartnerEnquiry, emptyPartnerForm, isPhoneLengthValid, nextPhoneValue, type PartnerFormValues } from './partner-enquiry';

const filled: PartnerFormValues = {
  fullName: '  Amira Hassan ',
  email: 'amira@nilehorizon.example',
  phone: '971501234567',
  companyName: 'Nile Horizon Travel',
  companyWebsite: 'https://nilehorizon.example',
  country: 'Egypt',
  businessType: 'Agency',
  yearsInBusiness: '5-10',
  description: 'Tours in East Africa.',
  agreeTerms: true,
};

describe('partner enquiry messages', () => {
  it('are the documented text, word for word', () => {
    expect(partnerFormMessages.success).toBe('Form submitted successfully!');
    expect(partnerFormMessages.failure).toBe('Failed to submit form. Please try again.');
    expect(partnerFormMessages.phoneLength).toBe('Phone number must be between 5 and 15 digits.');
    expect(partnerFormMessages.submitting).toBe('Submitting...');
    expect(partnerFormMessages.submit).toBe('Submit');
  });
});

describe('nextPhoneValue', () => {
  it('keeps digits only', () => {
    expect(nextPhoneValue('', '+971 (50) 123-45ab')).toBe('9715012345');
  });

  it('takes input up to 15 digits and ignores an edit that would go past them', () => {
    expect(nextPhoneValue('12345678901234', '123456789012345')).toBe('123456789012345');
    expect(nextPhoneValue('123456789012345', '1234567890123456')).toBe('123456789012345');
    expect(nextPhoneValue('', '12345678901234567890')).toBe('');
  });

  it('lets the visitor delete down to nothing', () => {
    expect(nextPhoneValue('12', '')).toBe('');
  });
});

describe('isPhoneLengthValid', () => {
  it.each([
    ['1234', false],
    ['12345', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['', false],
    ['12 345', false],
  ])('%p is %p', (phone, valid) => {
    expect(isPhoneLengthValid(phone)).toBe(valid);
  });
});

describe('buildPartnerEnquiry', () => {
  it('maps every field to the provider names, trimmed, without agreeTerms', () => {
    expect(buildPartnerEnquiry(filled)).toEqual({
      FullName: 'Amira Hassan',
      Email: 'amira@nilehorizon.example',
      Number: '971501234567',
      Message: 'Tours in East Africa.',
      CompanyName: 'Nile Horizon Travel',
      CompanyWebsite: 'https://nilehorizon.example',
      Country: 'Egypt',
      BusinessType: 'Agency',
      YearsInBusiness: '5-10',
    });
  });

  it('sends the empty optional fields, website and description, as null', () => {
    const payload = buildPartnerEnquiry({ ...filled, companyWebsite: '', description: '   ' });
    expect(payload.CompanyWebsite).toBeNull();
    expect(payload.Message).toBeNull();
    expect(JSON.stringify(payload)).toContain('"CompanyWebsite":null');
  });

  it('starts from a form with every field empty and terms unticked', () => {
    expect(Object.values(emptyPartnerForm).every((value) => value === '' || value === false)).toBe(true);
    expect(emptyPartnerForm.agreeTerms).toBe(false);
  });
});
