/**
 * @jest-environment node
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { compareAndSwap } from './compare-and-swap';
import { FakeS3, s3Error } from './fake-s3.fixture';
import { objectHeaders } from './object-headers';
import { S3Store } from './s3-store';

// The pauses between attempts, recorded rather than waited for.
jest.mock('node:timers/promises', () => ({ setTimeout: jest.fn(async () => undefined) }));

const KEY = 'count.json';

/** A store holding `1` under KEY, whose conditional writes are refused (412) the first `refusals` times. */
async function contested(refusals: number): Promise<{ fake: FakeS3; store: S3Store }> {
  const fake = new FakeS3();
  const store = new S3Store(fake, 'bbg', 'site');
  await store.put(KEY, Buffer.from('1'), objectHeaders(KEY));
  const send = fake.send;
  let refused = 0;
  fake.send = (async (command: Parameters<typeof send>[0]) => {
    if ((command as { input: { IfMatch?: string } }).input.IfMatch && refused < refusals) {
      refused += 1;
      throw s3Error('PreconditionFailed', 412);
    }
    return send(command);
  }) as typeof send;
  return { fake, store };
}

const increment = jest.fn(async (current?: { readonly body: Buffer }) => ({ body: Buffer.from(String(Number(current?.body.toString() ?? 0) + 1)), result: 'written' }));

beforeEach(() => jest.spyOn(Math, 'random').mockReturnValue(0.5));

describe('compareAndSwap', () => {
  it('writes at once, with no pause, when nobody else wrote', async () => {
    const { store } = await contested(0);
    await expect(compareAndSwap(store, KEY, increment, { what: 'a test', backoffMs: 10 })).resolves.toBe('written');
    expect((await store.get(KEY))?.body.toString()).toBe('2');
    expect(increment).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('after a refusal reads again and runs its step on what is there now, after a pause', async () => {
    const { store } = await contested(1);
    await expect(compareAndSwap(store, KEY, increment, { what: 'a test', backoffMs: 10 })).resolves.toBe('written');
    expect(increment).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledWith(10);
  });

  it('gives up after 8 attempts by default, each after a pause twice the last, and leaves the object as it was', async () => {
    const { store } = await contested(Number.POSITIVE_INFINITY);
    await expect(compareAndSwap(store, KEY, increment, { what: 'the release of mfe-legal', backoffMs: 10 })).rejects.toThrow(
      's3://bbg/site/public/count.json kept changing under the release of mfe-legal (8 attempts): other releases were writing it, and this one did not. Run it again.',
    );
    expect(increment).toHaveBeenCalledTimes(8);
    expect(jest.mocked(sleep).mock.calls.map(([ms]) => ms)).toEqual([10, 20, 40, 80, 160, 320, 640]);
    expect((await store.get(KEY))?.body.toString()).toBe('1');
  });

  it('writes nothing, and asks nothing more, when its step leaves the object as it is', async () => {
    const { fake, store } = await contested(0);
    const step = jest.fn(async () => ({ result: 'unchanged' }));
    const sent = jest.spyOn(fake, 'send');
    await expect(compareAndSwap(store, KEY, step, { what: 'a test' })).resolves.toBe('unchanged');
    expect(sent).toHaveBeenCalledTimes(1);
    expect((await store.get(KEY))?.body.toString()).toBe('1');
  });
});
