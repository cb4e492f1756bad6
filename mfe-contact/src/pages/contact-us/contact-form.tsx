import { PhoneInput } from 'react-international-phone';
import 'react-international-phone/style.css';
import { useId } from 'react';
import { useHydrated } from '@bbg/shared/hooks/use-hydrated';
import { DEFAULT_PHONE_COUNTRY, SUBMITTING, type ContactFormCopy } from '../../content/contact-form';
import { phoneFlags } from './phone-flags';
import { useContactForm } from './use-contact-form';

const flags = phoneFlags();
import styles from './contact-form.module.css';

/** The 'Stay in Touch' form: every field required, the phone checked on each change and on submit. */
export function ContactForm({ copy }: { readonly copy: ContactFormCopy }) {
  const { fields, setField, phoneKey, changePhone, phoneError, submitting, submit } = useContactForm();
  const id = useId();
  const hydrated = useHydrated();
  const phoneErrorId = `${id}-phone-error`;

  return (
    // Served before its scripts run, the form waits for them (disabled): typing into it first would be lost.
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {copy.fullName}
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          name="fullName"
          autoComplete="name"
          required
          disabled={submitting || !hydrated}
          value={fields.fullName}
          onChange={(event) => setField('fullName', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          {copy.email}
        </label>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          disabled={submitting || !hydrated}
          value={fields.email}
          onChange={(event) => setField('email', event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-phone`}>
          {copy.phone}
        </label>
        {/* The phone widget styles itself inline, which the CSP refuses in served HTML: the HTML has a plain field. */}
        {hydrated ? (
        <PhoneInput
          key={phoneKey}
          className={phoneError ? styles.phoneInvalid : styles.phone}
          inputClassName={styles.phoneInput}
          defaultCountry={DEFAULT_PHONE_COUNTRY}
          flags={flags}
          required
          disabled={submitting || !hydrated}
          onChange={(value, meta) => changePhone(value, meta.country.iso2, meta.country.dialCode)}
          inputProps={{
            id: `${id}-phone`,
            name: 'phone',
            autoComplete: 'tel',
            'aria-invalid': phoneError ? true : undefined,
            'aria-describedby': phoneError ? phoneErrorId : undefined,
          }}
        />
        ) : (
          <div className={styles.phone}>
            <input id={`${id}-phone`} className={styles.phoneInput} type="tel" name="phone" autoComplete="tel" required disabled />
          </div>
        )}
        {phoneError ? (
          <p id={phoneErrorId} className={styles.error} role="alert">
            {phoneError}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-message`}>
          {copy.message}
        </label>
        <textarea
          id={`${id}-message`}
          className={styles.textarea}
          name="message"
          rows={5}
          required
          disabled={submitting || !hydrated}
          value={fields.message}
          onChange={(event) => setField('message', event.target.value)}
        />
      </div>
      <button type="submit" className={styles.submit} disabled={submitting || !hydrated}>
        {submitting ? SUBMITTING : copy.submit}
      </button>
    </form>
  );
}
