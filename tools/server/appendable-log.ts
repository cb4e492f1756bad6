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
};

/**
 * Opens a log once for appending, creating it when missing, so a log that cannot be written stops the server at
 * start with one line (ConfigError naming the file and why) instead of failing every request it should record.
 */
export function checkAppendable(file: string, what: string): void {
  try {
    // O_NONBLOCK: opening a FIFO nothing reads fails at once (ENXIO) instead of waiting for a reader.
    closeSync(openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK, 0o666));
  } catch (error) {
    const { code = '', message } = error as NodeJS.ErrnoException;
    throw new ConfigError(`${file}: the ${what} cannot be written: ${REASONS[code]?.(file) ?? message}`);
  }
}
