import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { INVALID_EMAIL, isFooterEmailValid, isNewsletterEmailValid } from '../../validation/email-rules';
import styles from './subscribe-box.module.css';

export const SUBSCRIBED = 'Thank you for subscribing!';

const rules = { footer: isFooterEmailValid, newsletter: isNewsletterEmailValid } as const;

interface SubscribeBoxProps {
  /** footer: spec's footer rule; newsletter: the partners/brands rule. */
  readonly rule: keyof typeof rules;
  readonly label: string;
  readonly placeholder?: string;
  readonly tone?: 'dark' | 'light';
}

/**
 * Newsletter sign-up, validated locally and never sent (spec section 7). Validity starts valid and
 * follows every keystroke; the arrow clears a valid address and flags an empty or invalid one.
 */
export function SubscribeBox({ rule, label, placeholder = 'Enter your email', tone = 'dark' }: SubscribeBoxProps) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const isValid = rules[rule];

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (value.trim() === '' || !isValid(value)) {
      setInvalid(true);
      setDone(false);
      return;
    }
    setValue('');
    setInvalid(false);
    setDone(true);
  };

  return (
    <form className={styles.form} data-tone={tone} noValidate onSubmit={submit}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={invalid ? styles.fieldInvalid : styles.field}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          autoComplete="email"
          placeholder={placeholder}
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(!isValid(event.target.value));
            setDone(false);
          }}
        />
        <button type="submit" className={styles.submit} aria-label="Subscribe">
          <ArrowRight aria-hidden="true" size={20} />
        </button>
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {INVALID_EMAIL}
        </p>
      ) : null}
      <p className={styles.status} role="status">
        {done ? SUBSCRIBED : ''}
      </p>
    </form>
  );
}
