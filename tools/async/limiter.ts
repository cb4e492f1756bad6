/**
 * Runs at most `concurrency` tasks at once; the others wait their turn, in the order they were given. Each call
 * returns its own task's promise, so callers can take results in their own order while later tasks run.
 */
export function limiter(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a whole number from 1, not ${concurrency}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = (): void => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (!start) return;
    running += 1;
    start();
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      });
      next();
    });
}
