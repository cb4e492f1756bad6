import { DeployError } from './deploy/deploy-error';
import { readRegularFile } from './server/regular-file';

/** JSON text a person may have edited, parsed; text that is not JSON is refused in one line naming `where` (its file). */
export function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DeployError(`${where} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A JSON file a person may have edited (translations.json, a catalogue, size-budget.json), parsed. One that is
 * missing, is not a regular file, cannot be read or is not JSON is refused in one line naming it, never a bare
 * SyntaxError that leaves the person to guess which of the files it was.
 */
export function readJsonFile(file: string): unknown {
  let read: ReturnType<typeof readRegularFile>;
  try {
    read = readRegularFile(file);
  } catch (error) {
    throw new DeployError(`${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (read.kind === 'missing') throw new DeployError(`${file} does not exist.`);
  if (read.kind !== 'file') throw new DeployError(`${file} is not a regular file${read.kind === 'folder' ? ' but a folder' : ''}.`);
  return parseJson(read.bytes.toString('utf8'), file);
}
