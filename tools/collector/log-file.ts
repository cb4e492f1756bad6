import { closeSync, openSync } from 'node:fs';
import { DeployError } from '../deploy/deploy-error';

/**
 * Checks that the beacon log can be appended to, creating it when it is missing, so a collector whose log is in a
 * folder that does not exist (or cannot be written) refuses to start instead of answering every beacon 500.
 */
export function checkAppendable(file: string): void {
  try {
    closeSync(openSync(file, 'a'));
  } catch (error) {
    throw new DeployError(`the beacon log ${file} cannot be appended to (${(error as Error).message}).`);
  }
}
