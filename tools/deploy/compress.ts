import { renameSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|cjs|css|html|json|svg|txt|map|xml)$/;

const brotli = (bytes: Buffer): Buffer => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzip = (bytes: Buffer): Buffer => gzipSync(bytes, { level: 9 });

/**
 * The .br and .gz copies a folder keeps beside a text file so the server can send it precompressed (none for small
 * files, where they save nothing). The registry always gets them: the shell reads it before any remote can start.
 */
export function compressedCopies(name: string, bytes: Buffer, always = name.endsWith('registry.json')): readonly (readonly [suffix: '.br' | '.gz', bytes: Buffer])[] {
  if (!COMPRESSIBLE.test(name) || (bytes.length < 512 && !always)) return [];
  return [['.br', brotli(bytes)], ['.gz', gzip(bytes)]];
}

/**
 * Writes a file that changes in place with its .br and .gz, each atomically (temp file + rename): a reader gets an
 * old or a new copy, never a partial one. The compressed copies go first, so by the time the plain file is new, so are they.
 */
export function writeWithCompressed(path: string, bytes: Buffer): void {
  for (const [file, content] of [...compressedCopies(path, bytes, true).map(([suffix, b]) => [`${path}${suffix}`, b] as const), [path, bytes] as const]) {
    const staged = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(staged, content);
    renameSync(staged, file);
  }
}
