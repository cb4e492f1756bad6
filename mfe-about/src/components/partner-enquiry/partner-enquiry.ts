import type { PartnerEnquiry } from '@bbg/kit';

const PHONE_MIN_DIGITS = 5;
const PHONE_MAX_DIGITS = 15;

/** The partner enquiry form's fields. */
export interface PartnerFormValues {
  readonly fullName: string;
  readonly email: string;
  readonly phone: string;
  readonly companyName: string;
  readonly companyWebsite: string;
  readonly country: string;
  readonly businessType: string;
  readonly yearsInBusiness: string;
  readonly description: string;
  readonly agreeTerms: boolean;
}

export type PartnerTextField = Exclude<keyof PartnerFormValues, 'agreeTerms'>;

export const emptyPartnerForm: PartnerFormValues = {
  fullName: '',
  email: '',
  phone: '',
  companyName: '',
  companyWebsite: '',
  country: '',
  businessType: '',
  yearsInBusiness: '',
  description: '',
  agreeTerms: false,
};

/**
 * The phone keeps digits only, and input beyond 15 digits is ignored
 * (an edit that would make it longer leaves the previous value as it was).
 */
export function nextPhoneValue(previous: string, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits.length > PHONE_MAX_DIGITS ? previous : digits;
}

/** Checked on submit: 5 to 15 digits, or the form shows its phone length message and sends nothing. */
export const isPhoneLengthValid = (phone: string): boolean =>
  /^\d+$/.test(phone) && phone.length >= PHONE_MIN_DIGITS && phone.length <= PHONE_MAX_DIGITS;

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The request body; empty optional fields are sent as null. */
export function buildPartnerEnquiry(values: PartnerFormValues): PartnerEnquiry {
  return {
    FullName: values.fullName.trim(),
    Email: values.email.trim(),
    Number: values.phone,
    Message: orNull(values.description),
    CompanyName: values.companyName.trim(),
    CompanyWebsite: orNull(values.companyWebsite),
    Country: values.country,
    BusinessType: values.businessType,
    YearsInBusiness: values.yearsInBusiness,
  };
}
