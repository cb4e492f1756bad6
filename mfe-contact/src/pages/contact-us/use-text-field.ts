import { useRef, type ChangeEvent } from 'react';
import { useServedValue } from '@bbg/runtime';
import type { ContactFields } from './phone-rule';

/** The props of one required text control of the contact form, which takes over what was typed before adoption. */
export function useTextField<E extends HTMLInputElement | HTMLTextAreaElement>(
  name: keyof ContactFields,
  fields: ContactFields,
  setField: (name: keyof ContactFields, value: string) => void,
  disabled: boolean,
) {
  const ref = useRef<E>(null);
  useServedValue(ref, fields[name], (value) => setField(name, value));
  return {
    ref,
    name,
    required: true,
    disabled,
    value: fields[name],
    onChange: (event: ChangeEvent<E>) => setField(name, event.target.value),
  };
}
