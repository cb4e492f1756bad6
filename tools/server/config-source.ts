import { join } from 'node:path';
import { CONFIG_FILE, defaultRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@bbg/contract';
import { withLocalSiteUrl } from '../local-site-url';
import { watchCheckedFile } from './checked-file';
import { ConfigError } from './config-error';

export { ConfigError } from './config-error';

interface LoadedConfig {
  readonly config: RuntimeConfig;
  /**
   * The file's text as ops wrote it, served to browsers (with this machine's siteUrl added where it names none);
   * null where the defaults stand in for a missing file.
   */
  readonly text: string | null;
}

export interface ConfigSource {
  /** The configuration in force: the file as it is now if it is valid, else the last good one. */
  current(): LoadedConfig;
}

const knownFields = new Set(Object.keys(defaultRuntimeConfig));

function parse(file: string, text: string, warn: (message: string) => void): LoadedConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new ConfigError(`${file} must hold a JSON object`);
  try {
    const config = withLocalSiteUrl(json, parseRuntimeConfig(json));
    for (const field of Object.keys(json)) if (!knownFields.has(field)) warn(`${file}: unknown field "${field}" is ignored`);
    // The browser would fall back to the contract's 8080: it gets the address the pages were rendered with.
    return { config, text: 'siteUrl' in json ? text : JSON.stringify({ ...json, siteUrl: config.siteUrl }) };
  } catch (error) {
    throw new ConfigError(`${file}: ${(error as Error).message.replace(/^config\.json:?\s*/, '')}`);
  }
}

/**
 * config.json of the folder served. At start a missing (where `required`) or invalid file throws ConfigError.
 * While serving, an edit is picked up on the next request; a bad edit keeps the last good configuration in force
 * and is logged once.
 */
export function openConfigSource(root: string, { required, log = console.error }: { required: boolean; log?: (message: string) => void }): ConfigSource {
  const file = join(root, CONFIG_FILE);
  const watched = watchCheckedFile(file, (text) => parse(file, text, log), { what: 'configuration', withoutGood: 'keeping the defaults', refuseAtStart: true, log });
  if (!watched.current().good && required) throw new ConfigError(`${file} is missing: the site needs its runtime configuration (apiBaseUrl, companyProfileUrl, careersUrl, loaderDurationMs)`);
  return {
    current(): LoadedConfig {
      const { good } = watched.current();
      return good ? good.value : { config: withLocalSiteUrl(undefined), text: null };
    },
  };
}
