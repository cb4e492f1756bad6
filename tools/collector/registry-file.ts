import { readFileSync } from 'node:fs';
import type { Registry } from '@bbg/contract';
import { DeployError } from '../deploy/deploy-error';
import { parseRegistry } from '../deploy/registry-store';

/**
 * The registry in a file; a DeployError naming the file when it is missing, unreadable or not a valid registry (its
 * message starts in lower case, for the caller to say whose registry it is).
 */
function loadRegistryFile(file: string): Registry {
  let body: Buffer;
  try {
    body = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DeployError(code === 'ENOENT' ? `the registry ${file} does not exist.` : `the registry ${file} cannot be read (${(error as Error).message}).`);
  }
  return parseRegistry(body, `the registry ${file}`);
}

/**
 * The registry in a file, or undefined when it is missing or not valid: the collector then keeps the bounds it had
 * (at first none, so every label is `other`). An operator's broken edit never stops the counting.
 */
export function readRegistryFile(file: string): Registry | undefined {
  try {
    return loadRegistryFile(file);
  } catch {
    return undefined;
  }
}
