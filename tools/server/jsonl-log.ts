import { renameSync, statSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { failureMessage } from '../deploy/deploy-error';
import { APPEND_FLAGS, whyNotWritable } from './appendable-log';

/** Where a log goes when it passes its cap: vitals.jsonl → vitals.1.jsonl, still a `.jsonl`, which is never served. */
export const previousLog = (file: string): string => (file.endsWith('.jsonl') ? `${file.slice(0, -'.jsonl'.length)}.1.jsonl` : `${file}.1`);

export interface JsonlLogOptions {
  /** Once the log holds this many bytes, it becomes previousLog (replacing the one there) and a new one starts. */
  readonly maxBytes?: number;
  /** Where a rotation or a write that failed is said. */
  readonly warn?: (message: string) => void;
}

const sizeOf = (file: string): number => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/** A record that could not be written: the log's file was made unwritable while the server ran (said once by warn). */
export class LogWriteError extends Error {
  override name = 'LogWriteError';
}

/**
 * An append-only JSON-lines file. Each record is one write of one whole line (O_APPEND), so lines never interleave;
 * `close` waits for the writes under way, so a shutdown never leaves half a line. Past `maxBytes` the file is moved
 * to previousLog and a new one starts, so a flood of records keeps two files at most. A write already under way when
 * it moves lands in the moved file, whole.
 */
export function openJsonlLog(file: string, { maxBytes = Number.POSITIVE_INFINITY, warn = console.error }: JsonlLogOptions = {}) {
  const pending = new Set<Promise<void>>();
  /** Why the last write failed, while writes fail: said once, and once more when a write succeeds again. */
  let failing: string | undefined;
  const written = (): void => {
    if (failing === undefined) return;
    failing = undefined;
    warn(`${file} is written again`);
  };
  const refused = (error: unknown): never => {
    const reason = whyNotWritable(error, file);
    if (reason !== failing) warn(`${file} cannot be written, so records are refused until it can: ${reason}`);
    failing = reason;
    throw new LogWriteError(`${file} cannot be written: ${reason}`, { cause: error });
  };
  let size = sizeOf(file);
  const rotateWhenFull = (): void => {
    if (size < maxBytes) return;
    // Another process appending to the same log may have moved it already: the file's own size decides.
    size = sizeOf(file);
    if (size < maxBytes) return;
    try {
      renameSync(file, previousLog(file));
    } catch (error) {
      // Never a failed request: the log grows on in place, and the next try comes after as many bytes again.
      warn(`${file} passed ${maxBytes} bytes but could not be moved to ${previousLog(file)}, so it grows on: ${failureMessage(error)}`);
    }
    size = 0;
  };
  return {
    file,
    append(record: object): Promise<void> {
      rotateWhenFull();
      const line = `${JSON.stringify(record)}\n`;
      size += Buffer.byteLength(line);
      // Never waits (APPEND_FLAGS): a FIFO put in the log's place fails the write instead of holding the server.
      const write = appendFile(file, line, { flag: APPEND_FLAGS }).then(written, refused);
      pending.add(write);
      void write.finally(() => pending.delete(write)).catch(() => undefined);
      return write;
    },
    async close(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}

export type JsonlLog = ReturnType<typeof openJsonlLog>;
