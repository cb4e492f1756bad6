/**
 * Whether the first render adopts pre-rendered HTML. Parts that behave differently for HTML already on screen
 * (the start-up loader counts its time from the first paint, not from when the scripts arrive) read it.
 */
let adopting = false;

export const markHydrating = (): void => {
  adopting = true;
};

export const isHydrating = (): boolean => adopting;
