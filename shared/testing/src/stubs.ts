/**
 * Tests only: what the kit's stand-ins replace on jsdom's globals, put back after every test (jest-setup.ts
 * calls restoreStubs), so one test's stand-in never reaches the next. Install stand-ins per test (beforeEach).
 */
const undo: (() => void)[] = [];

/** Sets `target[key]` to `value` for the running test; what was there (or its absence) comes back after it. */
export function stubProperty(target: object, key: PropertyKey, value: unknown): void {
  const before = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, writable: true, value });
  undo.push(() => (before ? Object.defineProperty(target, key, before) : Reflect.deleteProperty(target, key)));
}

/** Puts back everything stubbed since the last call, newest first. */
export function restoreStubs(): void {
  for (let put = undo.pop(); put; put = undo.pop()) put();
}
