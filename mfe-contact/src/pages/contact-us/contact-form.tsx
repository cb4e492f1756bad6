import 'react-international-phone/style.css';
import { useId, useRef } from 'react';
import { replayProps, useLivePart, useServedValuesAdopted } from '@bbg/runtime';
import { Button, FormField } from '@bbg/kit';
import { SUBMITTING, type ContactFormCopy } from '../../content/contact-form';
import { PhoneField } from './phone-field';
import { useContactForm } from './use-contact-form';
import { useTextField } from './use-text-field';

import styles from './contact-form.module.css';

/**
 * The 'Stay in Touch' form: every field required, the phone checked on each change and on submit. Usable from the
 * first paint: what is typed before the scripts arrive is taken over, and a submit made then is sent once they have.
 */
export function ContactForm({ copy }: { readonly copy: ContactFormCopy }) {
  const { fields, setField, phone, phoneShown, changePhone, adoptPhone, phoneError, submitting, submit } = useContactForm();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const fullName = useTextField<HTMLInputElement>('fullName', fields, setField, submitting);
  const email = useTextField<HTMLInputElement>('email', fields, setField, submitting);
  const message = useTextField<HTMLTextAreaElement>('message', fields, setField, submitting);
  // Live (and a submit held before adoption replayed) once typed values are taken over and the picker shows the number.
  useLivePart(form, useServedValuesAdopted() && phoneShown);

  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={submitting} {...replayProps}>
      <FormField label={copy.fullName} id={`${id}-name`}>
        {(control) => <input {...control} {...fullName} type="text" autoComplete="name" />}
      </FormField>
      <FormField label={copy.email} id={`${id}-email`}>
        {(control) => <input {...control} {...email} type="email" autoComplete="email" />}
      </FormField>
      <FormField label={copy.phone} id={`${id}-phone`} error={phoneError ?? undefined} alert>
        {(control) => (
          <PhoneField control={control} value={phone} invalid={phoneError !== null} disabled={submitting} onChange={changePhone} onServedValue={adoptPhone} />
        )}
      </FormField>
      <FormField label={copy.message} id={`${id}-message`}>
        {(control) => <textarea {...control} {...message} rows={5} />}
      </FormField>
      <Button type="submit" size="lg" className={styles.submit} disabled={submitting}>
        {submitting ? SUBMITTING : copy.submit}
      </Button>
    </form>
  );
}
