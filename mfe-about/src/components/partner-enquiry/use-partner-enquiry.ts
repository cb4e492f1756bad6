import { useCallback, useRef, useState } from 'react';
import { submitEnquiry } from '@bbg/kit';
import { useLocale, useRuntimeConfig } from '@bbg/platform';
import {
  buildPartnerEnquiry,
  emptyPartnerForm,
  isPhoneLengthValid,
  nextPhoneValue,
  type PartnerFormValues,
  type PartnerTextField,
} from './partner-enquiry';

type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface PartnerEnquiryState {
  readonly values: PartnerFormValues;
  readonly status: SubmitStatus;
  readonly phoneError: boolean;
  readonly setText: (field: PartnerTextField, value: string) => void;
  readonly setAgreeTerms: (agreed: boolean) => void;
  /** Runs after the browser's own required checks passed; false when the phone rule stopped it. */
  readonly submit: () => Promise<boolean>;
}

/**
 * The partner form's state machine: idle, submitting, then success (every field cleared)
 * or error (everything typed kept). A second submit while one is pending is ignored.
 */
export function usePartnerEnquiry(): PartnerEnquiryState {
  const { apiBaseUrl } = useRuntimeConfig();
  const locale = useLocale();
  const [values, setValues] = useState<PartnerFormValues>(emptyPartnerForm);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [phoneError, setPhoneError] = useState(false);
  // State updates land after the event; the ref stops a double click from sending twice.
  const pending = useRef(false);

  const setText = useCallback((field: PartnerTextField, value: string) => {
    if (field === 'phone') setPhoneError(false);
    setValues((current) => ({ ...current, [field]: field === 'phone' ? nextPhoneValue(current.phone, value) : value }));
  }, []);

  const setAgreeTerms = useCallback((agreeTerms: boolean) => setValues((current) => ({ ...current, agreeTerms })), []);

  const submit = useCallback(async (): Promise<boolean> => {
    if (pending.current) return true;
    if (!isPhoneLengthValid(values.phone)) {
      setPhoneError(true);
      setStatus('idle');
      return false;
    }
    pending.current = true;
    setStatus('submitting');
    try {
      await submitEnquiry(apiBaseUrl, buildPartnerEnquiry(values), locale);
      setValues(emptyPartnerForm);
      setStatus('success');
    } catch (error) {
      console.error('Partner enquiry failed', error);
      setStatus('error');
    } finally {
      pending.current = false;
    }
    return true;
  }, [apiBaseUrl, locale, values]);

  return { values, status, phoneError, setText, setAgreeTerms, submit };
}
