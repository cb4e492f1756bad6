/**
 * @jest-environment node
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { FakeS3, resetError, s3Error, timeoutError } from './fake-s3.fixture';
import { objectHeaders } from './object-headers';
import { RetryingStore, StoreGaveUp, WriteOutcomeUnknown, type RetryPolicy } from './retrying-store';
import { S3Store } from './s3-store';

const FAST: RetryPolicy = { tries: 4, firstDelayMs: 1, maxDelayMs: 4 };
const body = (s: string): Buffer => Buffer.from(s);
const headers = objectHeaders('x.json');

function open(): { fake: FakeS3; store: RetryingStore; sent: (name: string) => number } {
  const fake = new FakeS3();
  const sent = (name: string): number => fake.sent.filter((sentName) => sentName === name).length;
  return { fake, store: new RetryingStore(new S3Store(fake, 'bbg', 'site'), FAST), sent };
}

describe('RetryingStore', () => {
  it('sends reads, lists, deletes and plain writes again after 503 SlowDown, resets and timeouts', async () => {
    const { fake, store, sent } = open();
    fake.failNext.push(s3Error('SlowDown', 503), resetError(), timeoutError());
    await store.put('a.json', body('a'), headers);
    expect(sent('PutObjectCommand')).toBe(4);
    fake.failNext.push(s3Error('InternalError', 500));
    expect((await store.get('a.json'))?.body.toString()).toBe('a');
    fake.failNext.push(resetError());
    expect(await store.list('')).toEqual(['a.json']);
    fake.failNext.push(s3Error('SlowDown', 503));
    await store.remove('a.json');
    expect(fake.objects.size).toBe(0);
    expect(fake.sent).toHaveLength(10);
  });

  it('gives up after the last try, saying how often it tried, and at once on what will not pass', async () => {
    const { fake, store, sent } = open();
    fake.failNext.push(...Array.from({ length: FAST.tries }, () => s3Error('SlowDown', 503)));
    const failed = store.get('a.json');
    await expect(failed).rejects.toThrow(StoreGaveUp);
    await expect(failed).rejects.toThrow(/could not read a\.json: SlowDown \(HTTP 503\).*\(tried 4 times in \d+\.\d s\)$/);
    fake.failNext.push(s3Error('AccessDenied', 403), s3Error('SlowDown', 503));
    await expect(store.get('a.json')).rejects.toThrow(/Access denied/);
    expect(sent('GetObjectCommand')).toBe(FAST.tries + 1);
  });

  it('counts a put-if-absent refused after a lost answer as done when the object holds its bytes, a conflict when not', async () => {
    const { fake, store, sent } = open();
    fake.loseNext.push(timeoutError());
    expect(await store.putIfAbsent('v/1.js', body('one'), headers)).toBe(true);
    expect([sent('PutObjectCommand'), sent('GetObjectCommand')]).toEqual([2, 1]);

    // Another writer's object: refused at the first try, it is a conflict without reading it back.
    expect(await store.putIfAbsent('v/1.js', body('two'), headers)).toBe(false);
    expect(sent('GetObjectCommand')).toBe(1);
    // The same after a reset: the refusal may be the write's own, so it reads the object back, and finds other bytes.
    fake.failNext.push(resetError());
    expect(await store.putIfAbsent('v/1.js', body('two'), headers)).toBe(false);
    expect(sent('GetObjectCommand')).toBe(2);
    expect(fake.objects.get('site/public/v/1.js')?.body.toString()).toBe('one');
  });

  it('counts a put-if-match refused after a lost answer as done when the object holds its bytes', async () => {
    const { fake, store } = open();
    await store.put('r.json', body('a'), headers);
    const { etag } = (await store.get('r.json'))!;
    fake.loseNext.push(resetError());
    expect(await store.putIfMatch('r.json', body('b'), etag, headers)).toBe(true);
    expect(fake.objects.get('site/public/r.json')?.body.toString()).toBe('b');
    expect(await store.putIfMatch('r.json', body('c'), etag, headers)).toBe(false);
  });

  it('cannot tell a put-if-match whose answer was lost from one that never landed once another writer has written since', async () => {
    const { fake, store } = open();
    await store.put('r.json', body('a'), headers);
    const { etag } = (await store.get('r.json'))!;
    const send = fake.send;
    let interfered = false;
    fake.send = (async (command: Parameters<typeof send>[0]) => {
      if (interfered || !(command instanceof PutObjectCommand) || command.input.IfMatch === undefined) return send(command);
      interfered = true;
      await send(command);
      await send(new PutObjectCommand({ Bucket: 'bbg', Key: 'site/public/r.json', Body: body('other') }));
      throw timeoutError();
    }) as typeof send;
    await expect(store.putIfMatch('r.json', body('b'), etag, headers)).rejects.toThrow(WriteOutcomeUnknown);
    expect(interfered).toBe(true);
  });

  it('gives up on a conditional write when no try landed, and counts it done when its tries landed unheard', async () => {
    const { fake, store } = open();
    await store.put('r.json', body('a'), headers);
    const { etag } = (await store.get('r.json'))!;
    fake.failNext.push(...Array.from({ length: FAST.tries }, () => s3Error('SlowDown', 503)));
    await expect(store.putIfMatch('r.json', body('b'), etag, headers)).rejects.toThrow(StoreGaveUp);
    fake.failNext.push(...Array.from({ length: FAST.tries }, () => s3Error('SlowDown', 503)));
    await expect(store.putIfAbsent('new.json', body('b'), headers)).rejects.toThrow(StoreGaveUp);
    // The tries all landed, unheard: the object holds its bytes, so it is done.
    fake.loseNext.push(...Array.from({ length: FAST.tries }, () => timeoutError()));
    expect(await store.putIfAbsent('new.json', body('b'), headers)).toBe(true);
  });
});
