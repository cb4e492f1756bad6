/** Set to see where an unexpected failure of a command came from. */
export const DEBUG_ENV = 'BBG_DEBUG';

/** The kinds of failure whose message says what to do: printed alone. */
const ACTIONABLE = new Set(['DeployError', 'ConfigError']);

const DEBUG_HINT = `(An unexpected failure: run the command again with ${DEBUG_ENV}=1 to see its stack trace.)`;

/**
 * What the command line prints when a command fails. A DeployError, or the server's ConfigError (a file it was given
 * cannot be used), is a message a person can act on: printed alone.
 * Anything else is printed as its message (its kind first, unless a plain Error) and a hint: a stack trace says
 * little to the person running a release, and buries the line that does. With BBG_DEBUG=1, the stack trace.
 */
export function failureReport(error: unknown, debug = Boolean(process.env[DEBUG_ENV])): string {
  if (!(error instanceof Error)) return `${String(error)}\n${DEBUG_HINT}`;
  if (debug) return error.stack ?? error.message;
  if (ACTIONABLE.has(error.name)) return error.message;
  return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}\n${DEBUG_HINT}`;
}
