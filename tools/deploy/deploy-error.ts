/** A failure with a message a person can act on: printed as one line, without a stack trace. */
export class DeployError extends Error {
  override name = 'DeployError';
}

/** Text ending as a sentence: a full stop added unless it ends with one already (a message joined into another). */
export const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);
