import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles as the promise does when it is in time, and leaves no timer behind', async () => {
    await expect(withTimeout(Promise.resolve('page'), 1000, 'late')).resolves.toBe('page');
    await expect(withTimeout(Promise.reject(new Error('404')), 1000, 'late')).rejects.toThrow('404');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects with the message once the time is up', async () => {
    const late = withTimeout(new Promise<never>(() => undefined), 1000, 'mfe_legal/terms: timed out after 1000 ms');
    jest.advanceTimersByTime(999);
    jest.advanceTimersByTime(1);
    await expect(late).rejects.toThrow('mfe_legal/terms: timed out after 1000 ms');
  });
});
