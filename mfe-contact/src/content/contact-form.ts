/** The /contact-us form: its settings, and the shape of its words (each language's in `<locale>/contact-form.json`). */

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

/** What the form says in one language, as its page hands it over: a language's `contact-form.json`. */
export interface ContactFormWords {
  readonly contactFormCopy: ContactFormCopy;
  readonly CONTACT_SUCCESS: string;
  readonly CONTACT_FAILURE: string;
  readonly INVALID_PHONE: string;
  readonly SUBMITTING: string;
}
