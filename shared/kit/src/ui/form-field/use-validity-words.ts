import { useMemo, type FormEvent } from 'react';
import type { KitWords } from '@bbg/contract';
import { useKitWords } from '../../words/use-kit-words';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: EventTarget): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** What a control the browser refused says, in the document's language: why it was refused, from its validity. */
function validityWords(control: Control, words: KitWords['validation']): string {
  const { valueMissing, typeMismatch } = control.validity;
  if (valueMissing && control instanceof HTMLSelectElement) return words.choose;
  if (valueMissing && control.type === 'checkbox') return words.check;
  if (valueMissing) return words.required;
  if (typeMismatch && control.type === 'email') return words.email;
  return control.validationMessage;
}

/**
 * A form's handlers that have the browser's own checks speak the page's language: the browser words its messages in
 * its own (an Arabic page in an English browser said "Please fill out this field."). A refused control gets the kit's
 * words as its message, so the browser's bubble and anything that shows `validationMessage` say them; the next input
 * in it takes them away, so the browser judges it afresh. Put them on the <form>: `invalid` does not bubble, so it is
 * caught on its way down, before the control's own handlers read the message.
 *
 * The form is served `noValidate` and the check is made here, as it is submitted: a served form judged by the browser
 * before the scripts arrive would say the browser's words, and no submit would reach the boot script to be held. So a
 * submit made then is held, and replayed once the form is adopted, when the refusal is worded in the page's language.
 */
export function useValidityWords() {
  const words = useKitWords().validation;
  return useMemo(
    () => ({
      onInvalidCapture: (event: FormEvent<HTMLFormElement>): void => {
        const { target } = event;
        if (!isControl(target)) return;
        target.setCustomValidity('');
        target.setCustomValidity(validityWords(target, words));
      },
      onInput: (event: FormEvent<HTMLFormElement>): void => {
        if (isControl(event.target)) event.target.setCustomValidity('');
      },
      noValidate: true,
      // Before the form's own submit handler: a refused form shows the browser's bubble (its first refused control
      // focused) and goes no further.
      onSubmitCapture: (event: FormEvent<HTMLFormElement>): void => {
        const form = event.currentTarget;
        if (form.checkValidity()) return;
        event.preventDefault();
        event.stopPropagation();
        form.reportValidity();
      },
    }),
    [words],
  );
}
