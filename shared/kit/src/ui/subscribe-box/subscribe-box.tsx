import { ArrowRight } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { replayProps, useLivePart, useServedValue, useServedValuesAdopted } from '@bbg/runtime';
import { isFooterEmailValid, isNewsletterEmailValid } from '../../validation/email-rules';
import { useKitWords } from '../../words/use-kit-words';
import styles from './subscribe-box.module.css';

const rules = { footer: isFooterEmailValid, newsletter: isNewsletterEmailValid } as const;

interface SubscribeBoxProps {
  /** footer: the footer rule; newsletter: the partners/brands rule (docs/behaviour.md#newsletter). */
  readonly rule: keyof typeof rules;
  readonly label: string;
  /** The field's placeholder: the kit's ("Enter your email") when absent. */
  readonly placeholder?: string;
  readonly tone?: 'dark' | 'light';
}

/**
 * Newsletter sign-up, validated locally and never sent. Validity starts valid and
 * follows every keystroke; the arrow clears a valid address (and says it was not saved) and flags an
 * empty or invalid one. A cleared address is answered that it was not saved: it is never sent anywhere, so the box
 * claims no subscription (a field that empties on its own would read as one). Usable from the first paint: an address typed before the scripts arrive is
 * taken over, and the arrow or Enter pressed then is answered once they have.
 */
export function SubscribeBox({ rule, label, placeholder, tone = 'dark' }: SubscribeBoxProps) {
  const words = useKitWords().subscribe;
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [cleared, setCleared] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const isValid = rules[rule];
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const change = useCallback(
    (next: string): void => {
      setValue(next);
      setInvalid(!isValid(next));
      setCleared(false);
    },
    [isValid],
  );
  useServedValue(input, value, change);
  useLivePart(form, useServedValuesAdopted());

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (value.trim() === '' || !isValid(value)) {
      setInvalid(true);
      setCleared(false);
      return;
    }
    setValue('');
    setInvalid(false);
    setCleared(true);
  };

  return (
    <form ref={form} className={styles.form} data-tone={tone} noValidate onSubmit={submit} {...replayProps}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={invalid ? styles.fieldInvalid : styles.field}>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="email"
          autoComplete="email"
          placeholder={placeholder ?? words.placeholder}
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => change(event.target.value)}
        />
        <button type="submit" className={styles.submit} aria-label={words.submit}>
          <ArrowRight aria-hidden="true" size={20} />
        </button>
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {words.invalidEmail}
        </p>
      ) : null}
      <p className={styles.status} role="status">
        {cleared ? words.notSaved : ''}
      </p>
    </form>
  );
}
