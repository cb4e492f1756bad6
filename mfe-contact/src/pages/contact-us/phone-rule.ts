import type { ContactEnquiry } from '@bbg/kit';

const INDIA = 'in';
const INDIA_DIAL_CODE = '91';

/**
 * The number's digits with its dial code; for India the leading dial code (91) is dropped, for
 * every other country it stays (a quirk kept as written). What is left must be 7 to 15 digits, digits only.
 */
export function isValidContactPhone(phone: string, countryIso2: string): boolean {
  let digits = phone.startsWith('+') ? phone.slice(1) : phone;
  if (countryIso2 === INDIA && digits.startsWith(INDIA_DIAL_CODE)) digits = digits.slice(INDIA_DIAL_CODE.length);
  return /^\d{7,15}$/.test(digits);
}

export interface ContactFields {
  readonly fullName: string;
  readonly email: string;
  readonly message: string;
}

/** What the contact form sends; Number is the phone with its country code. */
export const contactPayload = (fields: ContactFields, phone: string): ContactEnquiry => ({
  FullName: fields.fullName,
  Email: fields.email,
  Number: phone,
  Message: fields.message,
});
