// Test fixture: an in-memory S3 that honours If-None-Match and If-Match, and can be told to fail the next calls.
import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, PutObjectCommand, type PutObjectCommandInput } from '@aws-sdk/client-s3';
import type { S3Sender } from './s3-store';

interface FakeObject {
  readonly body: Buffer;
  readonly etag: string;
  readonly contentType?: string;
  readonly cacheControl?: string;
}

export const s3Error = (name: string, status: number): Error => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

export class FakeS3 implements S3Sender {
  readonly objects = new Map<string, FakeObject>();
  /** Errors the next sends throw, one each, before doing anything. */
  readonly failNext: Error[] = [];
  readonly sent: string[] = [];
  /** Every put asked for, as it was asked (key, body, headers, condition), refused ones too. */
  readonly puts: PutObjectCommandInput[] = [];
  /** Keys per listing page, as S3's 1000 (smaller in tests of paging). */
  pageSize = 1000;
  private tags = 0;

  // The client's overloads are many; a test needs only the commands this store sends.
  send = (async (command: unknown): Promise<unknown> => {
    this.sent.push((command as object).constructor.name);
    const failure = this.failNext.shift();
    if (failure) throw failure;
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
  }) as S3Sender['send'];
}
