import { useId, type ReactElement, type ReactNode } from 'react';
import styles from './form-field.module.css';

/** What a field hands its control: the id its label names, the error wiring, and the kit's control look. */
export interface FieldControlProps {
  readonly id: string;
  readonly className: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby'?: string;
}

interface FormFieldProps {
  readonly label: string;
  /** Marks the label with a red asterisk (the control itself carries `required`). */
  readonly required?: boolean;
  /** Words after the label, such as "(optional)". */
  readonly hint?: ReactNode;
  /** Shown under the control and read with it; `alert` also announces it at once (checks made on submit). */
  readonly error?: string;
  readonly alert?: boolean;
  /** Spans both columns of a two-column form. */
  readonly wide?: boolean;
  /** The control's id, when the form names it itself; otherwise one is made. */
  readonly id?: string;
  /** Renders the control with its props, so the label is always tied to it. */
  readonly children: (control: FieldControlProps) => ReactElement;
}

/** One labelled control of a form, with its hint and its error message. */
export function FormField({ label, required = false, hint, error, alert = false, wide = false, id: givenId, children }: FormFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field} data-wide={wide}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {hint ? <span className={styles.hint}> {hint}</span> : null}
      </label>
      {children({ id, className: styles.control ?? '', 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className={styles.error} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
