import { useCallback, useRef, useState, type FormEvent } from 'react';
import { getCountry, guessCountryByPartialPhoneNumber, type ParsedCountry } from 'react-international-phone';
import { submitEnquiry, notify } from '@bbg/kit';
import { useLocale, useRuntimeConfig } from '@bbg/platform';
import { CONTACT_TOAST_MS, DEFAULT_PHONE_COUNTRY, type ContactFormWords } from '../../content/contact-form';
import { contactPayload, isValidContactPhone, type ContactFields } from './phone-rule';

const EMPTY: ContactFields = { fullName: '', email: '', message: '' };
/** An empty number: the default country's dial code, which the picker shows as '+91 '. */
const NO_NUMBER = `+${getCountry({ field: 'iso2', value: DEFAULT_PHONE_COUNTRY })?.dialCode ?? ''}`;

/**
 * The contact form's states: idle, submitting (a second submit is ignored), then success
 * (everything cleared) or failure (everything kept), back to idle. The phone is held here in E.164 and handed to
 * the picker, which formats it and reports each change. Its messages are the page's, in the document's language.
 */
export function useContactForm({ CONTACT_SUCCESS, CONTACT_FAILURE, INVALID_PHONE }: Pick<ContactFormWords, 'CONTACT_SUCCESS' | 'CONTACT_FAILURE' | 'INVALID_PHONE'>) {
  const { apiBaseUrl } = useRuntimeConfig();
  const locale = useLocale();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [phone, setPhone] = useState(NO_NUMBER);
  // The number the picker last reported, which is the one it shows. A number taken over from the served field is
  // the state at once but reaches the picker a render later; a submit held before adoption waits until the picker
  // has reported it back, or its late report could undo the reset that follows a quick success.
  const [shownPhone, setShownPhone] = useState(NO_NUMBER);
  const [country, setCountry] = useState(DEFAULT_PHONE_COUNTRY);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second submit in the same tick must see the first one.
  const inFlight = useRef(false);

  const setField = useCallback((name: keyof ContactFields, value: string) => setFields((current) => ({ ...current, [name]: value })), []);

  // The picker reports its dial code alone when a country is picked: no number typed yet, nothing to judge.
  const pristine = useRef(true);
  const changePhone = useCallback((value: string, picked: ParsedCountry) => {
    setPhone(value);
    setShownPhone(value);
    setCountry(picked.iso2);
    if (pristine.current && value === `+${picked.dialCode}`) return;
    pristine.current = false;
    setPhoneError(isValidContactPhone(value, picked.iso2) ? null : INVALID_PHONE);
  }, [INVALID_PHONE]);

  /**
   * A number typed into the served field before adoption, as the browser kept it (unformatted). It becomes the
   * state at once, in E.164 with the country its dial code names, so a submit held meanwhile is judged on it; the
   * picker then formats it and confirms it through changePhone.
   */
  const adoptPhone = useCallback(
    (typed: string) => {
      const digits = typed.replace(/\D/g, '');
      const value = digits === '' ? NO_NUMBER : `+${digits}`;
      const guessed = guessCountryByPartialPhoneNumber({ phone: value, currentCountryIso2: country }).country;
      const iso2 = guessed?.iso2 ?? country;
      setPhone(value);
      setCountry(iso2);
      pristine.current = false;
      setPhoneError(isValidContactPhone(value, iso2) ? null : INVALID_PHONE);
    },
    [country, INVALID_PHONE],
  );

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      if (!isValidContactPhone(phone, country)) {
        setPhoneError(INVALID_PHONE);
        return;
      }
      inFlight.current = true;
      setSubmitting(true);
      try {
        await submitEnquiry(apiBaseUrl, contactPayload(fields, phone), locale);
        setFields(EMPTY);
        setPhone(NO_NUMBER);
        setCountry(DEFAULT_PHONE_COUNTRY);
        setPhoneError(null);
        pristine.current = true;
        notify.success(CONTACT_SUCCESS, { autoClose: CONTACT_TOAST_MS });
      } catch (error) {
        console.error('Contact enquiry failed', error);
        notify.error(CONTACT_FAILURE, { autoClose: CONTACT_TOAST_MS });
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [apiBaseUrl, locale, country, fields, phone, CONTACT_SUCCESS, CONTACT_FAILURE, INVALID_PHONE],
  );

  return { fields, setField, phone, phoneShown: shownPhone === phone, changePhone, adoptPhone, phoneError, submitting, submit };
}
