import 'react-international-phone/style.css';
import { useId, useRef } from 'react';
import { replayProps, useLivePart, useServedValuesAdopted } from '@bbg/runtime';
import { Button, FormField, useFocusBackAfterPending, useValidityWords, VisuallyHidden } from '@bbg/kit';
import type { ContactFormWords } from '../../content/contact-form';
import type { PhoneCountryNames } from '../../content/phone-countries';
import { PhoneField } from './phone-field';
import { useContactForm } from './use-contact-form';
import { useTextField } from './use-text-field';

import styles from './contact-form.module.css';

interface ContactFormProps {
  /** The form's words in the document's language: its labels and its messages. */
  readonly copy: ContactFormWords;
  /** The phone picker's country names, by ISO code. */
  readonly countryNames: PhoneCountryNames;
}

/**
 * The 'Stay in Touch' form: every field required, the phone checked on each change and on submit. Usable from the
 * first paint: what is typed before the scripts arrive is taken over, and a submit made then is sent once they have.
 * The e-mail address and the phone number read left to right, in an Arabic page too.
 */
export function ContactForm({ copy, countryNames }: ContactFormProps) {
  const labels = copy.contactFormCopy;
  const { fields, setField, phone, phoneShown, changePhone, adoptPhone, phoneError, submitting, submit } = useContactForm(copy);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const submitButton = useFocusBackAfterPending(submitting);
  // The browser's own checks (every field required, the email's form) in the page's language.
  const validity = useValidityWords();
  const fullName = useTextField<HTMLInputElement>('fullName', fields, setField, submitting);
  const email = useTextField<HTMLInputElement>('email', fields, setField, submitting);
  const message = useTextField<HTMLTextAreaElement>('message', fields, setField, submitting);
  // Live (and a submit held before adoption replayed) once typed values are taken over and the picker shows the number.
  useLivePart(form, useServedValuesAdopted() && phoneShown);

  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={submitting} {...validity} {...replayProps}>
      <FormField label={labels.fullName} id={`${id}-name`}>
        {(control) => <input {...control} {...fullName} type="text" autoComplete="name" />}
      </FormField>
      <FormField label={labels.email} id={`${id}-email`}>
        {(control) => <input {...control} {...email} type="email" autoComplete="email" dir="ltr" />}
      </FormField>
      <FormField label={labels.phone} id={`${id}-phone`} error={phoneError ?? undefined} alert>
        {(control) => (
          <PhoneField
            control={control}
            value={phone}
            invalid={phoneError !== null}
            disabled={submitting}
            onChange={changePhone}
            onServedValue={adoptPhone}
            selectorLabel={labels.countrySelector}
            countryNames={countryNames}
          />
        )}
      </FormField>
      <FormField label={labels.message} id={`${id}-message`}>
        {(control) => <textarea {...control} {...message} rows={5} />}
      </FormField>
      <Button ref={submitButton} type="submit" size="lg" className={styles.submit} disabled={submitting}>
        {submitting ? copy.SUBMITTING : labels.submit}
      </Button>
      {/* The button loses focus as it is disabled, so its new words are read from here; the answer is a toast. */}
      <VisuallyHidden role="status">{submitting ? copy.SUBMITTING : ''}</VisuallyHidden>
    </form>
  );
}
