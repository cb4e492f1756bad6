import { renameSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { REGISTRY_FILE } from '@bbg/contract';

// What a browser fetches. A remote's render bundle (server/pages.cjs, 0.2-0.5 MB) is read by the renderer, never by
// a browser: compressing it at brotli's best quality cost 3 s of every build's CPU for nothing.
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map|xml)$/;
const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP: ZlibOptions = { level: 9 };
const brotliAsync = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const gzipAsync = promisify<Buffer, ZlibOptions, Buffer>(gzip);

type CompressedCopies = readonly (readonly [suffix: '.br' | '.gz', bytes: Buffer])[];

/** Small files save nothing compressed; the registry always is: the shell reads it before any remote can start. */
const worthCompressing = (name: string, bytes: Buffer, always: boolean): boolean => COMPRESSIBLE.test(name) && (bytes.length >= 512 || always);

/**
 * The .br and .gz copies a folder keeps beside a text file so the server can send it precompressed. Compressed on
 * libuv's thread pool: a publish compresses its files side by side on every core (brotli at its best quality is
 * most of a build's time; one file after another on the main thread it took 34 s of a 43 s build).
 */
export async function compressedCopies(name: string, bytes: Buffer, always = name.endsWith(REGISTRY_FILE)): Promise<CompressedCopies> {
  if (!worthCompressing(name, bytes, always)) return [];
  const [br, gz] = await Promise.all([brotliAsync(bytes, BROTLI), gzipAsync(bytes, GZIP)]);
  return [['.br', br], ['.gz', gz]];
}

/**
 * Writes a file that changes in place with its .br and .gz, each atomically (temp file + rename): a reader gets an
 * old or a new copy, never a partial one. The compressed copies go first, so by the time the plain file is new, so are they.
 */
export function writeWithCompressed(path: string, bytes: Buffer): void {
  const copies: CompressedCopies = worthCompressing(path, bytes, true) ? [['.br', brotliCompressSync(bytes, BROTLI)], ['.gz', gzipSync(bytes, GZIP)]] : [];
  for (const [file, content] of [...copies.map(([suffix, b]) => [`${path}${suffix}`, b] as const), [path, bytes] as const]) {
    const staged = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(staged, content);
    renameSync(staged, file);
  }
}
