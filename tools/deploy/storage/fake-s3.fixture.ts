// Test fixture: an in-memory S3 that honours If-None-Match and If-Match, and can be told to fail the next calls, or
// (faultyConnection) to fail a share of one writer's calls as a busy store and a bad network do.
import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, PutObjectCommand, type PutObjectCommandInput } from '@aws-sdk/client-s3';
import type { S3Sender } from './s3-store';

interface FakeObject {
  readonly body: Buffer;
  readonly etag: string;
  readonly contentType?: string;
  readonly cacheControl?: string;
}

type SendCommand = Parameters<S3Sender['send']>[0];

export const s3Error = (name: string, status: number): Error => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

/** A connection reset, as the SDK's HTTP handler reports it. */
export const resetError = (): Error => Object.assign(new Error('read ECONNRESET'), { name: 'TimeoutError', code: 'ECONNRESET', $metadata: {} });

/** An answer that never came: the SDK's socket timeout. */
export const timeoutError = (): Error => Object.assign(new Error('the request socket timed out'), { name: 'TimeoutError', $metadata: {} });

export class FakeS3 implements S3Sender {
  readonly objects = new Map<string, FakeObject>();
  /** Errors the next sends throw, one each, before doing anything. */
  readonly failNext: Error[] = [];
  /** Once failNext is empty: errors the next sends throw after doing what they were asked (the answer was lost). */
  readonly loseNext: Error[] = [];
  readonly sent: string[] = [];
  /** Every put asked for, as it was asked (key, body, headers, condition), refused ones too. */
  readonly puts: PutObjectCommandInput[] = [];
  /** Keys per listing page, as S3's 1000 (smaller in tests of paging). */
  pageSize = 1000;
  private tags = 0;

  // The client's overloads are many; a test needs only the commands this store sends.
  send = (async (command: SendCommand): Promise<unknown> => {
    this.sent.push((command as object).constructor.name);
    const failure = this.failNext.shift();
    if (failure) throw failure;
    const lost = this.loseNext.shift();
    if (!lost) return this.answer(command);
    await this.answer(command).catch(() => undefined);
    throw lost;
  }) as S3Sender['send'];

  private async answer(command: SendCommand): Promise<unknown> {
    if (command instanceof GetObjectCommand) {
      const found = this.objects.get(command.input.Key ?? '');
      if (!found) throw s3Error('NoSuchKey', 404);
      return { ETag: found.etag, Body: { transformToByteArray: async () => new Uint8Array(found.body) } };
    }
    if (command instanceof PutObjectCommand) {
      this.puts.push(command.input);
      const key = command.input.Key ?? '';
      const existing = this.objects.get(key);
      if (command.input.IfNoneMatch === '*' && existing) throw s3Error('PreconditionFailed', 412);
      if (command.input.IfMatch !== undefined && !existing) throw s3Error('NoSuchKey', 404);
      if (command.input.IfMatch !== undefined && existing?.etag !== command.input.IfMatch) throw s3Error('PreconditionFailed', 412);
      const etag = `"${(this.tags += 1)}"`;
      this.objects.set(key, { body: Buffer.from(command.input.Body as Buffer), etag, contentType: command.input.ContentType, cacheControl: command.input.CacheControl });
      return { ETag: etag };
    }
    if (command instanceof ListObjectsCommand) {
      const { Prefix = '', Marker = '', MaxKeys = this.pageSize } = command.input;
      const keys = [...this.objects.keys()].filter((k) => k.startsWith(Prefix) && k > Marker).sort();
      return { Contents: keys.slice(0, MaxKeys).map((Key) => ({ Key })), IsTruncated: keys.length > MaxKeys };
    }
    if (command instanceof DeleteObjectCommand) {
      this.objects.delete(command.input.Key ?? '');
      return {};
    }
    throw new Error('FakeS3: unexpected command');
  }
}

/** 503 SlowDown before the store does anything; a reset before it hears the request; its answer lost after it acted. */
export const FAULT_KINDS = ['slow-down', 'reset', 'lost'] as const;
type FaultKind = (typeof FAULT_KINDS)[number];

interface FaultPlan {
  /** The same seed, the same faults: each stream of requests draws from a generator seeded by it and its name. */
  readonly seed: string;
  /** The share of requests that fail, each kind as often. */
  readonly rate: number;
  /**
   * The most faults in a row on one stream (the requests of one kind for one key on this connection), so a retry
   * policy with more tries always gets through, and the test cannot fail by chance.
   */
  readonly maxInARow: number;
  /** Streams whose first request meets this fault whatever the draw ('PutObjectCommand site/public/registry.json'). */
  readonly forced?: Readonly<Record<string, FaultKind>>;
}

interface FaultyConnection extends S3Sender {
  /** Requests sent, and the faults among them by kind. */
  readonly counts: { requests: number } & Record<FaultKind, number>;
}

/** mulberry32: a small generator of numbers in [0, 1) from a 32-bit seed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const seedOf = (text: string): number => createHash('sha256').update(text).digest().readUInt32LE(0);

/**
 * One writer's connection to `fake` that fails `plan.rate` of its requests. Each stream (GetObject of registry.json,
 * PutObject of a page, …) draws from its own seeded generator, so which of its requests fail does not depend on how the
 * writers' requests interleave.
 */
export function faultyConnection(fake: FakeS3, plan: FaultPlan): FaultyConnection {
  const streams = new Map<string, { readonly draw: () => number; sent: number; inARow: number }>();
  const counts = { requests: 0, 'slow-down': 0, reset: 0, lost: 0 };
  const send = (async (command: SendCommand): Promise<unknown> => {
    const input = (command as { input: { Key?: string; Prefix?: string } }).input;
    const name = `${(command as object).constructor.name} ${input.Key ?? input.Prefix ?? ''}`;
    const stream = streams.get(name) ?? { draw: generator(seedOf(`${plan.seed} ${name}`)), sent: 0, inARow: 0 };
    streams.set(name, stream);
    counts.requests += 1;
    const drawn = stream.draw();
    const forced = stream.sent === 0 ? plan.forced?.[name] : undefined;
    const kind = forced ?? (drawn < plan.rate && stream.inARow < plan.maxInARow ? FAULT_KINDS[Math.floor((drawn / plan.rate) * FAULT_KINDS.length)] : undefined);
    stream.sent += 1;
    stream.inARow = kind ? stream.inARow + 1 : 0;
    if (kind) counts[kind] += 1;
    if (kind === 'slow-down') throw s3Error('SlowDown', 503);
    if (kind === 'reset') throw resetError();
    if (kind !== 'lost') return fake.send(command);
    await fake.send(command).catch(() => undefined);
    throw timeoutError();
  }) as S3Sender['send'];
  return { send, counts };
}
