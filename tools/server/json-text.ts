import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings, type StoredEncoding } from './accept-encoding';

/** Fast levels: a text is compressed once per change, while requests wait. The registry of a site: 34 KB to 7 KB in 1 ms. */
const COMPRESS: Readonly<Record<StoredEncoding, (text: string) => Buffer>> = {
  br: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } }),
  gzip: (text) => gzipSync(text, { level: 6 }),
};

/** Below this a text goes out as it is: compressing it would save less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

export type JsonSender = (req: IncomingMessage, res: ServerResponse, text: string, cache: string) => void;

/**
 * Sends a JSON text the server keeps in memory (the configuration, the registry in force after a hand edit left its
 * precompressed copies stale), compressed for a client that takes br or gzip. One sender per file: it keeps the
 * compressed bytes of the last text it sent, so each change is compressed once per encoding.
 */
export function createJsonSender(): JsonSender {
  const made = new Map<StoredEncoding, { readonly text: string; readonly bytes: Buffer }>();
  const compressed = (encoding: StoredEncoding, text: string): Buffer => {
    const known = made.get(encoding);
    if (known?.text === text) return known.bytes;
    const bytes = COMPRESS[encoding](text);
    made.set(encoding, { text, bytes });
    return bytes;
  };
  return (req, res, text, cache) => {
    const large = Buffer.byteLength(text) >= COMPRESS_FROM_BYTES;
    const encoding = large ? acceptedEncodings(req.headers['accept-encoding'] ?? '')[0] : undefined;
    const body = encoding ? compressed(encoding, text) : Buffer.from(text);
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': cache,
      ...(large ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
