/**
 * Settles as `promise` does, or rejects with `new Error(message)` if `ms` pass first (the work itself runs on:
 * nothing here can stop it). The timer goes with the promise's settling.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
