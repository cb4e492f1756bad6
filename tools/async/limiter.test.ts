/**
 * @jest-environment node
 */
import { limiter } from './limiter';

/** A task that stays open until the test settles it. */
function deferred(): { readonly promise: Promise<string>; readonly settle: (value: string) => void; readonly fail: (error: Error) => void } {
  let settle: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('limiter', () => {
  it('runs at most the given number of tasks at once, starting the next as one ends, in order', async () => {
    const limit = limiter(2);
    const tasks = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      limit(() => {
        started.push(index);
        return task.promise;
      }),
    );
    const settled = Promise.allSettled(results);
    await flush();
    expect(started).toEqual([0, 1]);
    tasks[1]?.settle('b');
    await flush();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]?.fail(new Error('a failed'));
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]?.settle('c');
    tasks[3]?.settle('d');
    await expect(settled).resolves.toEqual([
      { status: 'rejected', reason: new Error('a failed') },
      { status: 'fulfilled', value: 'b' },
      { status: 'fulfilled', value: 'c' },
      { status: 'fulfilled', value: 'd' },
    ]);
  });

  it('refuses a concurrency that is not a whole number from 1', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => limiter(bad)).toThrow(RangeError);
  });
});
