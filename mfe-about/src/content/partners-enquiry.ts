import countryNames from 'countries-list/minimal/countries.en.min.json';

/** A choice of a select: the value sent and the text shown. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

const toChoice = (label: string): Choice => ({ value: label, label });

/**
 * The countries from a maintained list (countries-list, ISO 3166 names), A to Z,
 * then Dubai and Other, which the partner form offers on top of the countries.
 */
export const countryChoices: readonly Choice[] = [
  ...Object.values(countryNames)
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map(toChoice),
  toChoice('Dubai'),
  toChoice('Other'),
];

export const businessTypeChoices = [
  { value: 'Agency', label: 'Agency' },
  { value: 'Operator', label: 'Operator' },
] as const satisfies readonly Choice[];

export const yearsInBusinessChoices = [
  { value: '1-5', label: '1-5 years' },
  { value: '5-10', label: '5-10 years' },
] as const satisfies readonly Choice[];

/** Labels and hints of the partner form, passed to it as props. */
export interface PartnerFormCopy {
  readonly intro: string;
  readonly requiredNote: string;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string;
  readonly phoneHint: string;
  readonly companyName: string;
  readonly companyWebsite: string;
  readonly country: string;
  readonly countryPlaceholder: string;
  readonly businessType: string;
  readonly businessTypePlaceholder: string;
  readonly yearsInBusiness: string;
  readonly yearsPlaceholder: string;
  readonly description: string;
  readonly agreeTerms: string;
  readonly optional: string;
}

export const partnerFormCopy = {
  intro: 'Tell us about your business and our partnership team will get back to you.',
  requiredNote: 'Fields marked * are required.',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  phoneHint: 'Digits only, 5 to 15.',
  companyName: 'Company Name',
  companyWebsite: 'Company Website',
  country: 'Country',
  countryPlaceholder: 'Select your country',
  businessType: 'Business Type',
  businessTypePlaceholder: 'Select business type',
  yearsInBusiness: 'Years in Business',
  yearsPlaceholder: 'Select years in business',
  description: 'Tell us about your business',
  agreeTerms: 'I agree to the terms and conditions.',
  optional: '(optional)',
} as const satisfies PartnerFormCopy;

/** What the partner form says as it is sent, word for word in English (docs/behaviour.md#partner-enquiry). */
export interface PartnerFormMessages {
  readonly success: string;
  readonly failure: string;
  /** Shown under the phone, which must hold 5 to 15 digits. */
  readonly phoneLength: string;
  readonly submit: string;
  readonly submitting: string;
}

export const partnerFormMessages = {
  success: 'Form submitted successfully!',
  failure: 'Failed to submit form. Please try again.',
  phoneLength: 'Phone number must be between 5 and 15 digits.',
  submit: 'Submit',
  submitting: 'Submitting...',
} as const satisfies PartnerFormMessages;

/** What the partner form says in one language, as its page hands it over: this module's words (or a translation's). */
export interface PartnerEnquiryWords {
  readonly countryChoices: readonly Choice[];
  readonly businessTypeChoices: readonly Choice[];
  readonly yearsInBusinessChoices: readonly Choice[];
  readonly partnerFormCopy: PartnerFormCopy;
  readonly partnerFormMessages: PartnerFormMessages;
}
