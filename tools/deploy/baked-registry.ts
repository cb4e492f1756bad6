import { existsSync, readFileSync } from 'node:fs';
import type { Registry } from '@bbg/shared/contract';
import { registryPath } from './deploy-paths';

/** The registry as it is now, baked into the shell as its last known good copy. */
export function bakedRegistry(): Registry | null {
  const path = registryPath();
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Registry) : null;
}
