import { join } from 'node:path';
import { isRegistry, REGISTRY_FILE, type Registry } from '@bbg/contract';
import { registryProblem } from '../deploy/registry-problem';
import { watchCheckedFile, type CheckedFile } from './checked-file';
import { ConfigError } from './config-error';

function parseRegistryText(file: string, text: string): Registry {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!isRegistry(json)) throw new ConfigError(`${file} is not a valid registry: ${registryProblem(json) ?? 'it does not match the schema'}`);
  return json;
}

/**
 * A registry file handled as config.json is: an edit is picked up on the next read, and a refused one (not JSON, not a
 * registry, removed, replaced by a folder) keeps the last good registry in force and is logged once. With
 * `refuseAtStart`, a file that is there but cannot be used at start throws ConfigError (the collector refuses to
 * start); without, it is logged, and no registry is in force until a valid one appears.
 */
export function openRegistryFile(file: string, log: (message: string) => void, { refuseAtStart = false } = {}): CheckedFile<Registry> {
  return watchCheckedFile(file, (text) => parseRegistryText(file, text), { what: 'registry', withoutGood: 'no registry is in force until it is valid', refuseAtStart, log });
}

/**
 * registry.json of the folder served: the last good one in force for the canary choice, the metrics' labels and
 * GET /registry.json alike. A folder without a registry at start is served as before.
 */
export const openRegistrySource = (root: string, log: (message: string) => void): CheckedFile<Registry> => openRegistryFile(join(root, REGISTRY_FILE), log);

/** A reader of the registry a source holds in force (undefined while it never held a valid one), as its users take it. */
export const registryInForce = (source: CheckedFile<Registry>) => (): Registry | undefined => source.current().good?.value;
