import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { REGISTRY_FILE } from '@bbg/contract';

// What a browser fetches. A remote's render bundle (server/pages.cjs, 0.2-0.5 MB) is read by the renderer, never by
// a browser: compressing it at brotli's best quality cost 3 s of every build's CPU for nothing.
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map|xml)$/;
/**
 * Brotli's best quality (11) for files written once under a version or a content hash (scripts, stylesheets). Pages
 * are made again by every release, rollback and shell build: quality 10 compresses them 2.9 times faster for 1% more
 * bytes (93 B on an 8.7 KB page). docs/decisions/0045-ci-time-work-done-once.md.
 */
const brotliFor = (name: string): BrotliOptions => ({ params: { [constants.BROTLI_PARAM_QUALITY]: name.endsWith('.html') ? 10 : 11 } });
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
  const [br, gz] = await Promise.all([brotliAsync(bytes, brotliFor(name)), gzipAsync(bytes, GZIP)]);
  return [['.br', br], ['.gz', gz]];
}
