import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILE, parseRuntimeConfig, type RuntimeConfig } from '@bbg/contract';
import { DeployError } from '../deploy/deploy-error';
import { readJsonFile } from '../json-file';
import { withLocalSiteUrl } from '../local-site-url';

/** A config.json's contents checked as the browser checks them; what is wrong is refused in one line naming `where`, its file. */
export function checkedConfig(json: unknown, where: string): RuntimeConfig {
  try {
    return parseRuntimeConfig(json);
  } catch (error) {
    throw new DeployError(`${where}: ${(error instanceof Error ? error.message : String(error)).replace(/^config\.json:?\s*/, '')}`);
  }
}

/**
 * The deploy folder's config.json (the defaults where it has none), checked as the browser checks it. Without a
 * siteUrl, the site on this machine's port (withLocalSiteUrl), as `npm start` serves it to browsers.
 */
export function deployedConfig(dir: string): RuntimeConfig {
  const file = join(dir, CONFIG_FILE);
  if (!existsSync(file)) return withLocalSiteUrl(undefined);
  const json = readJsonFile(file);
  return withLocalSiteUrl(json, checkedConfig(json, file));
}
