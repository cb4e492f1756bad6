import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

const brotli = (bytes: Buffer): Buffer => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzip = (bytes: Buffer): Buffer => gzipSync(bytes, { level: 9 });

/** Writes .br and .gz beside each text file so the server can send them precompressed. */
export function precompress(files: readonly string[]): void {
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < 512) continue;
    writeFileSync(`${file}.br`, brotli(bytes));
    writeFileSync(`${file}.gz`, gzip(bytes));
  }
}

/**
 * Writes a file that changes in place (the registry) with its .br and .gz, each atomically (temp file +
 * rename): a reader gets an old or a new copy, never a partial one. The compressed copies go first, so by
 * the time the plain file is new, so are they.
 */
export function writeWithCompressed(path: string, bytes: Buffer): void {
  const temp = (file: string): string => `${file}.${process.pid}.${Date.now()}.tmp`;
  for (const [file, content] of [[`${path}.br`, brotli(bytes)], [`${path}.gz`, gzip(bytes)], [path, bytes]] as const) {
    const staged = temp(file);
    writeFileSync(staged, content);
    renameSync(staged, file);
  }
}
