import { readFileSync } from 'node:fs';
import type { Registry } from '@bbg/contract';
import { parseRegistry } from '../deploy/registry-store';

/**
 * The registry in a file, or undefined when it is missing or not valid: the collector then keeps the bounds it had
 * (at first none, so every label is `other`). An operator's broken edit never stops the counting.
 */
export function readRegistryFile(file: string): Registry | undefined {
  try {
    return parseRegistry(readFileSync(file), file);
  } catch {
    return undefined;
  }
}
