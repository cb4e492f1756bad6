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
 * registry.json of the folder served, handled as config.json is: an edit is picked up on the next request, and a
 * refused one (not JSON, not a registry, removed, replaced by a folder) keeps the last good registry in force, for the
 * canary choice, the metrics' labels and GET /registry.json alike, and is logged once. A folder without a registry
 * at start is served as before: no registry in force until a valid one appears.
 */
export function openRegistrySource(root: string, log: (message: string) => void): CheckedFile<Registry> {
  const file = join(root, REGISTRY_FILE);
  return watchCheckedFile(file, (text) => parseRegistryText(file, text), { what: 'registry', withoutGood: 'no registry is in force until it is valid', refuseAtStart: false, log });
}
