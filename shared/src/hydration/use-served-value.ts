import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Takes over what a visitor typed into a served field before the page was adopted.
 *
 * While hydrating, React leaves a field's `value` as the browser has it (it only sets `defaultValue`) and keeps the
 * component's state, which was rendered for an empty field: the next render would write that state back and wipe the
 * text. So, once, as adoption commits (a layout effect), the field's current value becomes the state through
 * `adopt`. From then on state and field agree, so React never writes the value again: the text, the caret and the
 * focus stay as the visitor left them. A field rendered in the browser already shows `rendered`: nothing happens.
 *
 * A layout effect, so its update is rendered before any other: the page around a form may render again as soon as
 * it is adopted (the page-loaded signal it reads has changed meanwhile), and the form must not render its empty
 * state before it has taken over what was typed.
 */
export function useServedValue(ref: RefObject<Field | null>, rendered: string, adopt: (value: string) => void): void {
  useTakeOver(useLayoutEffect, ref, rendered, adopt);
}

/**
 * The same for a field inside a widget that keeps its own state and reports it from its own first effect (the phone
 * picker): a passive effect, so the value taken over lands in the same render as the widget's first report, after it.
 */
export function useServedWidgetValue(ref: RefObject<Field | null>, rendered: string, adopt: (value: string) => void): void {
  useTakeOver(useEffect, ref, rendered, adopt);
}

function useTakeOver(effect: typeof useEffect, ref: RefObject<Field | null>, rendered: string, adopt: (value: string) => void): void {
  const checked = useRef(false);
  effect(() => {
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
