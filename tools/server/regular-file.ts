import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';

/** What is at a path, read only when it is a regular file. */
export type RegularFileRead =
  | { readonly kind: 'file'; readonly bytes: Buffer }
  | { readonly kind: 'missing' }
  | { readonly kind: 'folder' }
  /** A FIFO, a socket or a device: never read. */
  | { readonly kind: 'special' };

const MISSING = new Set(['ENOENT', 'ENOTDIR']);

/**
 * The bytes of a regular file (links followed), or what stands there instead. Anything but a regular file is known
 * before a byte is read: reading a FIFO would hold the process (or a thread of the server's) until something wrote
 * to it. Other failures to open or read (permission denied) are thrown as they come.
 */
export function readRegularFile(path: string): RegularFileRead {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO that nothing writes returns at once instead of waiting for a writer.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const { code = '' } = error as NodeJS.ErrnoException;
    if (MISSING.has(code)) return { kind: 'missing' };
    if (code === 'EISDIR') return { kind: 'folder' };
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return { kind: 'folder' };
    if (!stats.isFile()) return { kind: 'special' };
    return { kind: 'file', bytes: readFileSync(fd) };
  } finally {
    closeSync(fd);
  }
}
