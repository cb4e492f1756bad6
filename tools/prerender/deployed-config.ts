import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@bbg/contract';

/** The deploy folder's config.json (the defaults where it has none), checked as the browser checks it. */
export function deployedConfig(dir: string): RuntimeConfig {
  const file = join(dir, 'config.json');
  return existsSync(file) ? parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8'))) : defaultRuntimeConfig;
}
