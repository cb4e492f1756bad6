import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from '@bbg/contract';

export const CONFIG_FILE = 'config.json';

/** config.json cannot be used: the message names the file and the field. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

interface LoadedConfig {
  readonly config: RuntimeConfig;
  /** The file's text as ops wrote it, served to browsers; null where the defaults stand in for a missing file. */
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
    const config = parseRuntimeConfig(json);
    for (const field of Object.keys(json)) if (!knownFields.has(field)) warn(`${file}: unknown field "${field}" is ignored`);
    return { config, text };
  } catch (error) {
    throw new ConfigError(`${file}: ${(error as Error).message.replace(/^config\.json:?\s*/, '')}`);
  }
}

/** Changes whenever the file is written, replaced or removed; one stat per request is far cheaper than a read. */
function fingerprint(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
  } catch {
    return 'missing';
  }
}

/**
 * config.json of the folder served. At start a missing (where `required`) or invalid file throws ConfigError.
 * While serving, an edit is picked up on the next request; a bad edit keeps the last good configuration in force
 * and is logged once.
 */
export function openConfigSource(root: string, { required, log = console.error }: { required: boolean; log?: (message: string) => void }): ConfigSource {
  const file = join(root, CONFIG_FILE);
  const load = (): LoadedConfig | null => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new ConfigError(`${file} cannot be read: ${(error as Error).message}`);
    }
    return parse(file, text, log);
  };

  let seen = fingerprint(file);
  const first = load();
  if (!first && required) throw new ConfigError(`${file} is missing: the site needs its runtime configuration (apiBaseUrl, companyProfileUrl, careersUrl, loaderDurationMs)`);
  let good: LoadedConfig = first ?? { config: defaultRuntimeConfig, text: null };

  return {
    current(): LoadedConfig {
      const now = fingerprint(file);
      if (now === seen) return good;
      seen = now;
      try {
        const next = load();
        if (!next) {
          log(`${file} was removed: keeping the last good configuration`);
          return good;
        }
        good = next;
        log(`${file} reloaded`);
      } catch (error) {
        log(`${(error as Error).message}: keeping the last good configuration`);
      }
      return good;
    },
  };
}
