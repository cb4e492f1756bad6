/** A failure with a message a person can act on: printed as one line, without a stack trace. */
export class DeployError extends Error {
  override name = 'DeployError';
}

/** Text ending as a sentence: a full stop added unless it ends with one already (a message joined into another). */
export const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The kinds of failure whose message says what to do: said alone, without their kind or a hint. */
export const ACTIONABLE: ReadonlySet<string> = new Set(['DeployError', 'ConfigError']);

/** An error's fields, read as fields rather than by instanceof: an error of Node's own may come from another realm. */
export function errorFields(error: unknown): { readonly name?: string; readonly message?: string; readonly stack?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, message, stack } = error as Record<string, unknown>;
  return typeof message === 'string' ? { name: typeof name === 'string' ? name : undefined, message, stack: typeof stack === 'string' ? stack : undefined } : undefined;
}

/** A failure as a person reads it: its message, after its kind unless a plain Error or one whose message says what to do. */
export function failureMessage(error: unknown): string {
  const fields = errorFields(error);
  if (!fields) return String(error);
  const { name = 'Error', message = '' } = fields;
  return name === 'Error' || ACTIONABLE.has(name) ? message : `${name}: ${message}`;
}
