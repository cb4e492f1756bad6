import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Takes over what a visitor typed into a served field before the page was adopted.
 *
 * While hydrating, React leaves a field's `value` as the browser has it (it only sets `defaultValue`) and keeps the
 * component's state, which was rendered for an empty field: the next render would write that state back and wipe the
 * text. So, once, right after the first commit and before the browser paints, the field's current value becomes the
 * state through `adopt`. From then on state and field agree, so React never writes the value again: the text, the
 * caret and the focus stay as the visitor left them. A field rendered in the browser already shows `rendered`: nothing
 * happens.
 */
export function useServedValue(ref: RefObject<Field | null>, rendered: string, adopt: (value: string) => void): void {
  const checked = useRef(false);
  useLayoutEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const value = ref.current?.value;
    if (value !== undefined && value !== rendered) adopt(value);
  }, [ref, rendered, adopt]);
}

/**
 * False on the first render, true from the next one, which comes straight after the first commit (a layout-effect
 * update) and so also carries every value `useServedValue` adopted. A form gives it to `useLivePart` so a submit held
 * before adoption is replayed against the values the visitor sees.
 */
export function useServedValuesAdopted(): boolean {
  const [adopted, setAdopted] = useState(false);
  useLayoutEffect(() => setAdopted(true), []);
  return adopted;
}
