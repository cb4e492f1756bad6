/** A failure with a message a person can act on: printed as one line, without a stack trace. */
export class DeployError extends Error {
  override name = 'DeployError';
}
