import { appendFile } from 'node:fs/promises';

/**
 * An append-only JSON-lines file. Each record is one write of one whole line (O_APPEND), so lines never interleave;
 * `close` waits for the writes under way, so a shutdown never leaves half a line.
 */
export function openJsonlLog(file: string) {
  const pending = new Set<Promise<void>>();
  return {
    file,
    append(record: object): Promise<void> {
      const write = appendFile(file, `${JSON.stringify(record)}\n`);
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
