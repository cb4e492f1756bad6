import { ACTIONABLE, errorFields, failureMessage } from '../deploy/deploy-error';

/** Set to see where an unexpected failure of a command came from. */
export const DEBUG_ENV = 'BBG_DEBUG';

const DEBUG_HINT = `(An unexpected failure: run the command again with ${DEBUG_ENV}=1 to see its stack trace.)`;

/**
 * Node's refusals to write that an operator can act on, whatever the command was doing: a read-only or full disk, a
 * permission. Node's message names them and the file (`EROFS: read-only file system, open '/srv/dist/…'`).
 */
const FILE_SYSTEM_REFUSALS: ReadonlySet<string> = new Set(['EROFS', 'EACCES', 'EPERM', 'ENOSPC', 'EDQUOT']);

const isFileSystemRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && FILE_SYSTEM_REFUSALS.has(error.code);

/**
 * What the command line prints when a command fails. A DeployError, or the server's ConfigError (a file it was given
 * cannot be used), is a message a person can act on: printed alone. So is a write the file system refused (read-only,
 * full, not permitted): its message names the file.
 * Anything else is printed as its message (its kind first, unless a plain Error) and a hint: a stack trace says
 * little to the person running a release, and buries the line that does. With BBG_DEBUG=1, the stack trace.
 */
export function failureReport(error: unknown, debug = Boolean(process.env[DEBUG_ENV])): string {
  const fields = errorFields(error);
  if (fields && debug) return fields.stack ?? fields.message ?? '';
  if ((fields?.name !== undefined && ACTIONABLE.has(fields.name)) || isFileSystemRefusal(error)) return failureMessage(error);
  return `${failureMessage(error)}\n${DEBUG_HINT}`;
}
