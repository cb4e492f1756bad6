import { statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { DeployError } from '../deploy/deploy-error';
import { previousLog } from './jsonl-log';

/**
 * The files that hold the beacon log's lines, oldest first: its previous file (once it has passed its cap) and the
 * log itself, those that exist. A folder, or a FIFO a read would wait on for ever, is refused in one line.
 */
export function beaconLogFiles(file: string): string[] {
  return [previousLog(file), file].filter((path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat && !stat.isFile()) throw new DeployError(`${path} is not a file: VITALS_LOG names the beacon log the server writes.`);
    return stat !== undefined;
  });
}

const openIfThere = (path: string): Promise<FileHandle | undefined> =>
  open(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/**
 * The beacon log's lines, its previous file's first, so a window that spans a rotation still counts. Both files are
 * opened before either is read, the log first: an open file outlives a rename, so a rotation meanwhile (the log
 * becoming the previous file) neither loses its lines nor counts them twice.
 */
export async function* beaconLogLines(file: string): AsyncGenerator<string> {
  const current = await openIfThere(file);
  const previous = await openIfThere(previousLog(file));
  try {
    const moved = current && previous && (await current.stat()).ino === (await previous.stat()).ino;
    for (const handle of moved ? [current] : [previous, current]) {
      if (handle) yield* handle.readLines({ autoClose: false });
    }
  } finally {
    await Promise.all([current?.close(), previous?.close()]);
  }
}
