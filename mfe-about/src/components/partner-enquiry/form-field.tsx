import { useId, type ReactElement, type ReactNode } from 'react';
import styles from './partner-enquiry-form.module.css';

export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby'?: string;
}

interface FormFieldProps {
  readonly label: string;
  readonly required?: boolean;
  /** Shown under the control and read with it; `alert` also announces it at once (checks made on submit). */
  readonly error?: string;
  readonly alert?: boolean;
  readonly hint?: ReactNode;
  readonly wide?: boolean;
  /** Renders the control with its id and the error wiring, so the label is always tied to it. */
  readonly children: (control: FieldControlProps) => ReactElement;
}

/** One labelled control of the partner form, with its error message. */
export function FormField({ label, required = false, error, alert = false, hint, wide = false, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {hint}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className={styles.error} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
