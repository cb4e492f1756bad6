import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REGISTRY_FILE } from '@bbg/contract';
import { acceptedEncodings, type StoredEncoding } from './accept-encoding';
import { fingerprint } from './checked-file';
import { readRegularFile } from './regular-file';

const COPIES: Readonly<Record<StoredEncoding, { readonly suffix: string; readonly decompress: (bytes: Buffer) => Buffer }>> = {
  br: { suffix: '.br', decompress: brotliDecompressSync },
  gzip: { suffix: '.gz', decompress: gunzipSync },
};

/** Whether a precompressed copy is a regular file (never a FIFO: see readRegularFile) that decompresses to exactly `text`. */
function holds(file: string, encoding: StoredEncoding, text: string): boolean {
  try {
    const read = readRegularFile(file);
    return read.kind === 'file' && COPIES[encoding].decompress(read.bytes).toString('utf8') === text;
  } catch {
    return false;
  }
}

/**
 * Which of registry.json's precompressed copies (`.br`, `.gz`) may be sent for the registry in force. A release writes
 * them with the file, but an operator's hand edit of registry.json leaves them as they were: sent as they are, every
 * browser (they all take br) would get the registry before the edit while the server itself runs on the edited one.
 * A copy is checked once each time it or the registry in force changes.
 */
export function createRegistryCopies(root: string) {
  const checked = new Map<StoredEncoding, { readonly key: string; readonly text: string; readonly holds: boolean }>();
  const current = (encoding: StoredEncoding, text: string): boolean => {
    const file = join(root, `${REGISTRY_FILE}${COPIES[encoding].suffix}`);
    const key = fingerprint(file);
    const known = checked.get(encoding);
    if (known && known.key === key && known.text === text) return known.holds;
    const verdict = key !== 'missing' && holds(file, encoding, text);
    checked.set(encoding, { key, text, holds: verdict });
    return verdict;
  };
  /** The Accept-Encoding to look registry.json up with: the client's, less each copy that does not hold `text`. */
  return (acceptEncoding: string, text: string): string =>
    acceptedEncodings(acceptEncoding)
      .filter((encoding) => current(encoding, text))
      .join(', ');
}
