import { PhoneInput } from 'react-international-phone';
import 'react-international-phone/style.css';
import { useId } from 'react';
import { useHydrated } from '@bbg/shared/hooks/use-hydrated';
import { Button } from '@bbg/shared/ui/button/button';
import { FormField } from '@bbg/shared/ui/form-field/form-field';
import { DEFAULT_PHONE_COUNTRY, SUBMITTING, type ContactFormCopy } from '../../content/contact-form';
import { phoneFlags } from './phone-flags';
import { useContactForm } from './use-contact-form';

import styles from './contact-form.module.css';

const flags = phoneFlags();

/** The 'Stay in Touch' form: every field required, the phone checked on each change and on submit. */
export function ContactForm({ copy }: { readonly copy: ContactFormCopy }) {
  const { fields, setField, phoneKey, changePhone, phoneError, submitting, submit } = useContactForm();
  const id = useId();
  const hydrated = useHydrated();
  const locked = submitting || !hydrated;

  return (
    // Served before its scripts run, the form waits for them (disabled): typing into it first would be lost.
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      <FormField label={copy.fullName} id={`${id}-name`}>
        {(control) => (
          <input {...control} name="fullName" autoComplete="name" required disabled={locked} value={fields.fullName} onChange={(event) => setField('fullName', event.target.value)} />
        )}
      </FormField>
      <FormField label={copy.email} id={`${id}-email`}>
        {(control) => (
          <input {...control} type="email" name="email" autoComplete="email" required disabled={locked} value={fields.email} onChange={(event) => setField('email', event.target.value)} />
        )}
      </FormField>
      <FormField label={copy.phone} id={`${id}-phone`} error={phoneError ?? undefined} alert>
        {/* The phone widget styles itself inline, which the CSP refuses in served HTML: the HTML has a plain field. */}
        {({ className, ...control }) =>
          hydrated ? (
            <PhoneInput
              key={phoneKey}
              className={phoneError ? styles.phoneInvalid : styles.phone}
              inputClassName={`${className} ${styles.phoneInput}`}
              defaultCountry={DEFAULT_PHONE_COUNTRY}
              flags={flags}
              required
              disabled={locked}
              onChange={(value, meta) => changePhone(value, meta.country.iso2, meta.country.dialCode)}
              inputProps={{ ...control, name: 'phone', autoComplete: 'tel' }}
            />
          ) : (
            <div className={styles.phone}>
              <input {...control} className={`${className} ${styles.phoneInput}`} type="tel" name="phone" autoComplete="tel" required disabled />
            </div>
          )
        }
      </FormField>
      <FormField label={copy.message} id={`${id}-message`}>
        {(control) => <textarea {...control} name="message" rows={5} required disabled={locked} value={fields.message} onChange={(event) => setField('message', event.target.value)} />}
      </FormField>
      <Button type="submit" size="lg" className={styles.submit} disabled={locked}>
        {submitting ? SUBMITTING : copy.submit}
      </Button>
    </form>
  );
}
