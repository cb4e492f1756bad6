import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { isRegistry, type Registry } from '@bbg/shared/contract';
import { writeWithCompressed } from './compress';
import { registryPath } from './deploy-paths';

const LOCK_WAIT_MS = 30_000;
const STALE_LOCK_MS = 120_000;

export const emptyRegistry = (): Registry => ({ schema: 1, updatedAt: new Date().toISOString(), remotes: {} });

export function readRegistry(path = registryPath()): Registry {
  if (!existsSync(path)) return emptyRegistry();
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isRegistry(parsed)) throw new Error(`${path} is not a valid registry`);
  return parsed;
}

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

function acquireLock(lockPath: string): () => void {
  const started = Date.now();
  for (;;) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lockPath).mtimeMs > STALE_LOCK_MS) rmSync(lockPath, { force: true });
      } catch {
        // The holder released it between our two calls: try again.
      }
      if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`Registry is locked by another release (${lockPath})`);
      sleep(25);
    }
  }
}

/**
 * Read-modify-write of the registry under an exclusive lock, written atomically (temp file + rename),
 * so two releases at once can neither corrupt it nor lose each other's change.
 */
export function updateRegistry(change: (registry: Registry) => Registry, path = registryPath()): Registry {
  mkdirSync(dirname(path), { recursive: true });
  const release = acquireLock(`${path}.lock`);
  try {
    const next = { ...change(readRegistry(path)), updatedAt: new Date().toISOString() };
    // Sent compressed: the shell reads the registry before any remote can start.
    writeWithCompressed(path, Buffer.from(`${JSON.stringify(next, null, 2)}\n`));
    return next;
  } finally {
    release();
  }
}
