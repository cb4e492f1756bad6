import type { IncomingMessage } from 'node:http';

export type JsonBody = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly status: number; readonly error: string };

export interface JsonBodyRules {
  readonly maxBytes: number;
  /** Media types accepted, lower case, without parameters. */
  readonly mediaTypes: readonly string[];
}

const refuse = (status: number, error: string): JsonBody => ({ ok: false, status, error });

/** Reads a JSON request body within the size limit: 415 for another type, 413 when too large, 400 when not JSON. */
export function readJsonBody(req: IncomingMessage, { maxBytes, mediaTypes }: JsonBodyRules): Promise<JsonBody> {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!mediaTypes.includes(mediaType)) return Promise.resolve(refuse(415, `Content-Type must be ${mediaTypes.join(' or ')}.`));
  const tooLarge = refuse(413, `The body is larger than ${maxBytes} bytes.`);
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(tooLarge);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      // The answer goes out with Connection: close; the rest of the body is never read.
      req.off('data', onData);
      req.pause();
      resolve(tooLarge);
    };
    req.on('data', onData);
    req.once('end', () => {
      try {
        resolve({ ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
      } catch {
        resolve(refuse(400, 'The body is not valid JSON.'));
      }
    });
    req.once('error', () => resolve(refuse(400, 'The body was cut off.')));
    req.once('close', () => resolve(refuse(400, 'The body was cut off.')));
  });
}
