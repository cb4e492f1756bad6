/** What a click says of its button and modifier keys: a DOM or React mouse event has it all. */
interface ClickKeys {
  readonly button: number;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
}

/** A main-button click with no modifier key: one a script may take over. Any other is the browser's (a new tab, a window, a download). */
export const isPlainClick = (event: ClickKeys): boolean => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
