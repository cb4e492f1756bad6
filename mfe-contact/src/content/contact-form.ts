/** Copy and messages of the /contact-us form. */
export const CONTACT_SUCCESS = 'Enquiry submitted successfully!';
export const CONTACT_FAILURE = 'Failed to submit enquiry. Please try again.';
export const INVALID_PHONE = 'Invalid Phone Number';
export const SUBMITTING = 'Submitting...';
/** The contact toasts close after 3000 ms (the site default is 5000). */
export const CONTACT_TOAST_MS = 3000;
/** The phone picker opens on India. */
export const DEFAULT_PHONE_COUNTRY = 'in';

export interface ContactFormCopy {
  readonly title: string;
  readonly intro: string;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly submit: string;
  readonly socialTitle: string;
  /** Accessible name of the phone field's country button. */
  readonly countrySelector: string;
}

export const contactFormCopy = {
  title: 'Stay in Touch',
  intro: 'Questions about our brands, a partnership or a trip? Write to us and the right team will answer you.',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  message: 'Message',
  submit: 'Submit',
  socialTitle: 'Follow us',
  countrySelector: 'Country selector',
} as const satisfies ContactFormCopy;

/** What the form says in one language, as its page hands it over: this module's words (or a translation's). */
export interface ContactFormWords {
  readonly contactFormCopy: ContactFormCopy;
  readonly CONTACT_SUCCESS: string;
  readonly CONTACT_FAILURE: string;
  readonly INVALID_PHONE: string;
  readonly SUBMITTING: string;
}
