/** The fields React writes on a promise it has seen settle, and reads before it suspends on one. */
type Thenable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Marks `promise` fulfilled with `value`, as React marks a promise it has seen settle: `use(promise)` then returns
 * `value` in the same render instead of suspending until the promise's callbacks have run. Code that is already here
 * (on the server, or loaded before) renders at once, while the component still calls `use()` on every render, as
 * React requires of one that has suspended (https://react.dev/warnings/conditional-use-of-use).
 */
export function markFulfilled<T>(promise: Promise<T>, value: T): Promise<T> {
  const thenable: Thenable<T> = promise;
  thenable.status = 'fulfilled';
  thenable.value = value;
  return thenable;
}

/** A promise of `value` that `use()` reads at once. */
export function fulfilled<T>(value: T): Promise<T> {
  return markFulfilled(Promise.resolve(value), value);
}
