import { useRef, useState, type FormEvent, type InvalidEvent } from 'react';
import { Button, FormField, useFocusBackAfterPending, useValidityWords, VisuallyHidden } from '@bbg/kit';
import type { Choice, PartnerFormCopy, PartnerFormMessages } from '../../content/partners-enquiry';
import type { PartnerTextField } from './partner-enquiry';
import { SelectControl } from './select-control';
import { usePartnerEnquiry } from './use-partner-enquiry';
import styles from './partner-enquiry-form.module.css';

interface PartnerEnquiryFormProps {
  readonly copy: PartnerFormCopy;
  /** What it says as it is sent, and its buttons' texts. */
  readonly messages: PartnerFormMessages;
  readonly countries: readonly Choice[];
  readonly businessTypes: readonly Choice[];
  readonly yearsInBusiness: readonly Choice[];
}

type FieldName = PartnerTextField | 'agreeTerms';

/**
 * The partner enquiry (docs/behaviour.md#partner-enquiry). Required fields are the browser's own checks: it focuses the first
 * invalid field, and its message, in the page's language, is also shown under the field. The phone length is checked on
 * submit. The email, phone and website read left to right in every language.
 */
export function PartnerEnquiryForm({ copy, messages, countries, businessTypes, yearsInBusiness }: PartnerEnquiryFormProps) {
  const { values, status, phoneError, setText, setAgreeTerms, submit } = usePartnerEnquiry();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const phone = useRef<HTMLInputElement>(null);
  const submitting = status === 'submitting';
  const submitButton = useFocusBackAfterPending(submitting);

  const clearError = (field: FieldName): void => setErrors(({ [field]: _cleared, ...rest }) => rest);
  const text = (field: PartnerTextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      clearError(field);
      setText(field, event.target.value);
    },
  });
  // The browser's checks speak the page's language: its message, under the field too, is the kit's words.
  const validity = useValidityWords();
  const onInvalid = (event: InvalidEvent<HTMLFormElement>): void => {
    validity.onInvalidCapture(event);
    const target = event.target as unknown as HTMLInputElement;
    setErrors((current) => ({ ...current, [target.name]: target.validationMessage }));
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!(await submit())) phone.current?.focus();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} onInvalidCapture={onInvalid} onInput={validity.onInput}>
      <p>
        {copy.intro} <span className={styles.note}>{copy.requiredNote}</span>
      </p>
      <div className={styles.grid}>
        <FormField label={copy.fullName} required error={errors.fullName}>
          {(control) => <input {...control} {...text('fullName')} type="text" autoComplete="name" required />}
        </FormField>
        <FormField label={copy.email} required error={errors.email}>
          {(control) => <input {...control} {...text('email')} type="email" autoComplete="email" dir="ltr" required />}
        </FormField>
        <FormField label={copy.phone} required hint={copy.phoneHint} error={phoneError ? messages.phoneLength : errors.phone} alert={phoneError}>
          {(control) => (
            <input {...control} {...text('phone')} ref={phone} type="tel" inputMode="numeric" autoComplete="tel" dir="ltr" required />
          )}
        </FormField>
        <FormField label={copy.companyName} required error={errors.companyName}>
          {(control) => <input {...control} {...text('companyName')} type="text" autoComplete="organization" required />}
        </FormField>
        <FormField label={copy.companyWebsite} hint={copy.optional}>
          {(control) => <input {...control} {...text('companyWebsite')} type="text" inputMode="url" autoComplete="url" dir="ltr" />}
        </FormField>
        <FormField label={copy.country} required error={errors.country}>
          {(control) => <SelectControl {...control} {...text('country')} placeholder={copy.countryPlaceholder} choices={countries} />}
        </FormField>
        <FormField label={copy.businessType} required error={errors.businessType}>
          {(control) => <SelectControl {...control} {...text('businessType')} placeholder={copy.businessTypePlaceholder} choices={businessTypes} />}
        </FormField>
        <FormField label={copy.yearsInBusiness} required error={errors.yearsInBusiness}>
          {(control) => <SelectControl {...control} {...text('yearsInBusiness')} placeholder={copy.yearsPlaceholder} choices={yearsInBusiness} />}
        </FormField>
        <FormField label={copy.description} wide hint={copy.optional}>
          {(control) => <textarea {...control} {...text('description')} rows={4} />}
        </FormField>
      </div>
      <div className={styles.terms}>
        <input
          id="partner-agree-terms"
          name="agreeTerms"
          className={styles.checkbox}
          type="checkbox"
          checked={values.agreeTerms}
          required
          aria-invalid={Boolean(errors.agreeTerms)}
          aria-describedby={errors.agreeTerms ? 'partner-agree-terms-error' : undefined}
          onChange={(event) => {
            clearError('agreeTerms');
            setAgreeTerms(event.target.checked);
          }}
        />
        <label htmlFor="partner-agree-terms">
          {copy.agreeTerms}
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        {errors.agreeTerms ? (
          <p id="partner-agree-terms-error" className={styles.error}>
            {errors.agreeTerms}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button ref={submitButton} type="submit" size="lg" className={styles.submit} disabled={submitting}>
          {submitting ? messages.submitting : messages.submit}
        </Button>
        {/* The button loses focus as it is disabled, so its new words are read from here too, unseen. */}
        <p className={styles.success} role="status">
          {status === 'success' ? messages.success : ''}
          {submitting ? <VisuallyHidden>{messages.submitting}</VisuallyHidden> : null}
        </p>
        {status === 'error' ? (
          <p className={styles.failure} role="alert">
            {messages.failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}
