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
 *
 * Until the widget's own state has moved off what it first rendered (`rendered`), the field must go on showing what
 * the visitor typed: any render in between (the widget's first report is one) would otherwise write the empty value
 * back into the field, and a key pressed in that moment would land on the empty field. So the hook returns the value
 * the field shows: what the DOM held at adoption while the widget still renders its first value, then the widget's.
 * The caret stays where the visitor left it: the widget may move it to the end of its first value as it starts, and
 * the browser moves it to the end when the widget's formatted value is written.
 */
export function useServedWidgetValue(ref: RefObject<Field | null>, rendered: string, adopt: (value: string) => void): string {
  const [held, setHeld] = useState<{ readonly typed: string; readonly over: string; readonly caret: number | null } | null>(null);
  const first = useRef(rendered);
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field || field.value === first.current) return;
    const caret = document.activeElement === field ? field.selectionStart : null;
    setHeld({ typed: field.value, over: first.current, caret });
    // After the widget's own start-up moves (queued as it first rendered, so they run first).
    if (caret !== null) queueMicrotask(() => placeCaret(field, caret));
  }, [ref]);
  useTakeOver(useEffect, ref, rendered, adopt);
  // A widget whose formatting turns what was typed into its first value again (letters in a number) never moves
  // off it. The first commit that holds the typed value also carries the taken-over value to the widget (the take-over
  // ran in the effects before it), and the widget's own effects run before this one: by then it has had its say, so
  // from the next render on the field shows the widget's value, whatever it is.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (held && !settled) setSettled(true);
  }, [held, settled]);
  const holding = held !== null && !settled && rendered === held.over;
  useLayoutEffect(() => {
    if (!held || holding) return;
    const field = ref.current;
    if (field && held.caret !== null) placeCaret(field, caretInReformatted(held.typed, held.caret, field.value));
    setHeld(null);
  }, [ref, held, holding]);
  return holding ? held.typed : rendered;
}

function placeCaret(field: Field, caret: number): void {
  if (document.activeElement === field) field.setSelectionRange(caret, caret);
}

/**
 * Where a caret at `caret` in `before` belongs in `after`, its reformatted text: before as many letters and digits as
 * followed it. Counted from the end, because `before` is what the field held at adoption and the visitor may have
 * typed on since (on a slow phone, keys land between the commits of the take-over): keys typed at the caret add
 * before it and leave what follows it as it was. A caret before every letter and digit stays where it was.
 */
export function caretInReformatted(before: string, caret: number, after: string): number {
  const letters = (text: string): number => text.replace(/[^\p{L}\p{N}]/gu, '').length;
  if (letters(before.slice(0, caret)) === 0) return Math.min(caret, after.length);
  const wanted = letters(before.slice(caret));
  if (wanted === 0) return after.length;
  let seen = 0;
  for (let index = after.length - 1; index >= 0; index -= 1) {
    if (/[\p{L}\p{N}]/u.test(after[index]!)) seen += 1;
    if (seen === wanted) return index;
  }
  return 0;
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
