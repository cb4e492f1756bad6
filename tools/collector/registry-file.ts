import { readFileSync } from 'node:fs';
import type { Registry } from '@bbg/contract';
import { DeployError } from '../deploy/deploy-error';
import { parseRegistry } from '../deploy/registry-store';

/**
 * The registry in a file; a DeployError naming the file when it is missing, unreadable or not a valid registry (its
 * message starts in lower case, for the caller to say whose registry it is).
 */
export function loadRegistryFile(file: string): Registry {
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

/**
 * A reader of the registry for a running collector: the file as it is now, or undefined when it cannot be used (the
 * collector keeps the last good bounds). The first failure of a spell is logged in one line, not each read of it,
 * and a good read ends the spell.
 */
export function registryFileReader(file: string, log: (message: string) => void): () => Registry | undefined {
  let failing = false;
  return () => {
    try {
      const registry = loadRegistryFile(file);
      failing = false;
      return registry;
    } catch (error) {
      if (!failing) log(`BBG collector: ${error instanceof Error ? error.message : String(error)} The last good one still bounds the labels.`);
      failing = true;
      return undefined;
    }
  };
}
