import { useCallback, useRef, useState, type FormEvent } from 'react';
import { submitEnquiry } from '@bbg/shared/api/submit-enquiry';
import { useRuntimeConfig } from '@bbg/shared/platform';
import { notify } from '@bbg/shared/ui/toasts/toasts';
import { CONTACT_FAILURE, CONTACT_SUCCESS, CONTACT_TOAST_MS, DEFAULT_PHONE_COUNTRY, INVALID_PHONE } from '../../content/contact-form';
import { contactPayload, isValidContactPhone, type ContactFields } from './phone-rule';

const EMPTY: ContactFields = { fullName: '', email: '', message: '' };

/**
 * The contact form's states (spec section 4): idle, submitting (a second submit is ignored), then success
 * (everything cleared) or failure (everything kept), back to idle.
 */
export function useContactForm() {
  const { apiBaseUrl } = useRuntimeConfig();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [phone, setPhone] = useState('');
  const [country, setCountry] = useState(DEFAULT_PHONE_COUNTRY);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second submit in the same tick must see the first one.
  const inFlight = useRef(false);
  // The picker's instance is recreated after a success so its number and country reset too.
  const [phoneKey, setPhoneKey] = useState(0);

  const setField = useCallback((name: keyof ContactFields, value: string) => setFields((current) => ({ ...current, [name]: value })), []);

  // The picker reports its dial code when it mounts or a country is picked: no number typed yet, nothing to judge.
  const pristine = useRef(true);
  const changePhone = useCallback((value: string, iso2: string, dialCode: string) => {
    setPhone(value);
    setCountry(iso2);
    if (pristine.current && value === `+${dialCode}`) return;
    pristine.current = false;
    setPhoneError(isValidContactPhone(value, iso2) ? null : INVALID_PHONE);
  }, []);

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
        await submitEnquiry(apiBaseUrl, contactPayload(fields, phone));
        setFields(EMPTY);
        setPhone('');
        setCountry(DEFAULT_PHONE_COUNTRY);
        setPhoneError(null);
        setPhoneKey((key) => key + 1);
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
    [apiBaseUrl, country, fields, phone],
  );

  return { fields, setField, phone, phoneKey, changePhone, phoneError, submitting, submit };
}
