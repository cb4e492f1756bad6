import { closeSync, constants, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError } from './config-error';

const REASONS: Readonly<Record<string, (file: string) => string>> = {
  ENOENT: (file) => `its folder ${dirname(file)} does not exist`,
  ENOTDIR: (file) => `${dirname(file)} is not a folder`,
  EISDIR: () => 'it is a folder',
  EACCES: () => 'permission denied',
  EPERM: () => 'permission denied',
  EROFS: () => 'the file system is read-only',
  ENXIO: () => 'it is a FIFO that nothing reads',
  EAGAIN: () => 'it is a FIFO whose reader is not keeping up',
  ENOSPC: () => 'the disk is full',
};

/** Why a log cannot be written, in words (`the file system is read-only`), from the error opening or writing it. */
export function whyNotWritable(error: unknown, file: string): string {
  const { code = '', message } = error as NodeJS.ErrnoException;
  return REASONS[code]?.(file) ?? message;
}

/**
 * How a log is opened to append a line: made when missing, and never waiting. A FIFO that nothing reads fails at once
 * (ENXIO) instead of holding a thread of libuv's pool until a reader comes: four such writes would hold every file
 * read of the server, so it would stop answering at all.
 */
export const APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK;

/**
 * Opens a log once for appending, creating it when missing, so a log that cannot be written stops the server at
 * start with one line (ConfigError naming the file and why) instead of failing every request it should record.
 */
export function checkAppendable(file: string, what: string): void {
  try {
    closeSync(openSync(file, APPEND_FLAGS, 0o666));
  } catch (error) {
    throw new ConfigError(`${file}: the ${what} cannot be written: ${whyNotWritable(error, file)}`);
  }
}
