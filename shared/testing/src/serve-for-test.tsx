import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { WithKitWords } from './kit-words';
import { EARLY_EVENTS_GLOBAL, REPLAY_ATTRIBUTE, type EarlyEvent } from '@bbg/contract';

/** For tests: a served page in jsdom that a test can use as a visitor would before its scripts adopt it. */
export interface ServedPage {
  readonly host: HTMLElement;
  /** Errors React recovered from while adopting (a mismatch throws the served HTML away and lands here). */
  readonly errors: unknown[];
  /** Adopts the served HTML with `hydrateRoot`, as the shell does, and lets every effect run. */
  adopt(): Promise<void>;
  unmount(): void;
}

export function servePage(page: ReactElement): ServedPage {
  // Inside the kit's words, as the shell serves every page.
  const element = <WithKitWords>{page}</WithKitWords>;
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = renderToString(element);
  const errors: unknown[] = [];
  let root: Root | undefined;
  return {
    host,
    errors,
    adopt: async () => {
      await act(async () => {
        root = hydrateRoot(host, element, { onRecoverableError: (error) => errors.push(error) });
      });
    },
    unmount: () => {
      act(() => root?.unmount());
      host.remove();
    },
  };
}

/** Types into a served field as the browser does before any script: the DOM value changes, no event reaches React. */
export function typeBeforeAdoption(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.focus();
  field.value = text;
}

/** Records a submit or a button press the way the boot script holds it for a served part that is not live yet. */
export function holdEarly(type: EarlyEvent['type'], target: Element): void {
  const part = target.closest(`[${REPLAY_ATTRIBUTE}]`);
  if (!part) throw new Error(`nothing around the ${type} target carries ${REPLAY_ATTRIBUTE}: the boot script would not hold it`);
  (window[EARLY_EVENTS_GLOBAL] ??= []).push({ type, target, part });
}
