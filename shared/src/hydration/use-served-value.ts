import { useEffect, useRef, useState, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Takes over what a visitor typed into a served field before the page was adopted.
 *
 * While hydrating, React leaves a field's `value` as the browser has it (it only sets `defaultValue`) and keeps the
 * component's state, which was rendered for an empty field: the next render would write that state back and wipe the
 * text. So, once, in the first effect after adoption, the field's current value becomes the state through `adopt`.
 * From then on state and field agree, so React never writes the value again: the text, the caret and the focus stay
 * as the visitor left them. A field rendered in the browser already shows `rendered`: nothing happens.
 *
 * A passive effect rather than a layout one, so the update lands in the same render as the effects of any widget
 * that keeps its own state (the phone picker's first effect) and as `useServedValuesAdopted`.
 */
export function useServedValue(ref: RefObject<Field | null>, rendered: string, adopt: (value: string) => void): void {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const value = ref.current?.value;
    if (value !== undefined && value !== rendered) adopt(value);
  }, [ref, rendered, adopt]);
}

/**
 * False on the first render, true from the next one, which also carries every value `useServedValue` adopted (their
 * updates are made in the same flush of first effects). A form gives it to `useLivePart`, so a submit held before
 * adoption is replayed against the values the visitor sees.
 */
export function useServedValuesAdopted(): boolean {
  const [adopted, setAdopted] = useState(false);
  useEffect(() => setAdopted(true), []);
  return adopted;
}
