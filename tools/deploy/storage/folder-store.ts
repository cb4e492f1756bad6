import { createHash } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readRegularFile } from '../../server/regular-file';
import { compressedCopies } from '../compress';
import { DeployError } from '../deploy-error';
import { privateDirOf } from '../deploy-paths';
import { checkKey, isPrivateKey, listsPrivate, PRIVATE_PREFIX, type ObjectHeaders, type ObjectStore, type StoredObject } from './object-store';

const LOCK_WAIT_MS = 30_000;
const STALE_LOCK_MS = 120_000;
/** Files the folder keeps for itself beside the objects: never listed as objects. */
const BESIDE = /\.(br|gz|lock|tmp)$/;

const etagOf = (bytes: Buffer): string => `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;

let staged = 0;
const tempName = (path: string): string => `${path}.${process.pid}.${(staged += 1)}.tmp`;

/** Writes a file atomically (temp file + rename): a reader gets an old or a new copy, never a partial one. */
function writeAtomic(path: string, bytes: Buffer): void {
  const temp = tempName(path);
  writeFileSync(temp, bytes);
  renameSync(temp, path);
}

/** An exclusive lock between processes on one machine: a lock file created with O_EXCL. */
async function acquireLock(lockPath: string): Promise<() => void> {
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
      if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`${lockPath} is held by another release`);
      await sleep(10 + Math.random() * 20);
    }
  }
}

/** Every file under `dir` whose path relative to it starts with `prefix`, as `/`-separated paths (no .br/.gz/.lock/.tmp). */
function filesUnder(dir: string, prefix: string): string[] {
  const out: string[] = [];
  const walk = (folder: string): void => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!BESIDE.test(name)) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(join(dir, prefix.slice(0, Math.max(0, prefix.lastIndexOf('/')))));
  return out.filter((key) => key.startsWith(prefix));
}

/**
 * The deploy target as a folder (the default, dist/): public keys are paths under it, private ones (`.server/…`) paths
 * under the folder beside it (dist-private/), which nothing serves. Text files get .br and .gz copies beside them, so
 * `npm start` sends them precompressed. Conditional writes are exact between processes on this
 * machine: put-if-absent by hard link (which fails if the name exists), put-if-match under a lock file. Headers are
 * not stored: `npm start` derives them from the path by the same rules (object-headers.ts).
 */
export class FolderStore implements ObjectStore {
  constructor(
    readonly root: string,
    readonly privateRoot = privateDirOf(root),
  ) {}

  get location(): string {
    return this.root;
  }

  private path(key: string): string {
    return isPrivateKey(checkKey(key)) ? join(this.privateRoot, key.slice(PRIVATE_PREFIX.length)) : join(this.root, key);
  }

  where(key: string): string {
    return this.path(key);
  }

  /** Only what visitors are sent gets compressed copies; private files (renderers, page data) are read plain. */
  private compressed(key: string, body: Buffer): ReturnType<typeof compressedCopies> {
    return isPrivateKey(key) ? Promise.resolve([]) : compressedCopies(key, body);
  }

  /**
   * Nothing, or a folder, under the key: undefined. A FIFO, a socket or a device is refused in one line before a
   * byte is read: reading a FIFO would hold the command, or every request of `serve-bucket`, until something wrote.
   */
  async get(key: string): Promise<StoredObject | undefined> {
    const path = this.path(key);
    const read = readRegularFile(path);
    if (read.kind === 'special') throw new DeployError(`${path} is not a regular file (a FIFO, a socket or a device): remove it, or put back the file it stands for.`);
    return read.kind === 'file' ? { body: read.bytes, etag: etagOf(read.bytes) } : undefined;
  }

  /** The compressed copies go first, so by the time the plain file is new, so are they. */
  async put(key: string, body: Buffer, _headers?: ObjectHeaders): Promise<void> {
    const path = this.path(key);
    mkdirSync(dirname(path), { recursive: true });
    const copies = await this.compressed(key, body);
    for (const [suffix, bytes] of copies) writeAtomic(`${path}${suffix}`, bytes);
    if (copies.length === 0) for (const suffix of ['.br', '.gz']) rmSync(`${path}${suffix}`, { force: true });
    writeAtomic(path, body);
  }

  async putIfAbsent(key: string, body: Buffer, _headers?: ObjectHeaders): Promise<boolean> {
    const path = this.path(key);
    mkdirSync(dirname(path), { recursive: true });
    const temp = tempName(path);
    writeFileSync(temp, body);
    try {
      linkSync(temp, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      rmSync(temp, { force: true });
    }
    for (const [suffix, bytes] of await this.compressed(key, body)) writeAtomic(`${path}${suffix}`, bytes);
    return true;
  }

  async putIfMatch(key: string, body: Buffer, etag: string, _headers?: ObjectHeaders): Promise<boolean> {
    const path = this.path(key);
    mkdirSync(dirname(path), { recursive: true });
    const release = await acquireLock(`${path}.lock`);
    try {
      const current = await this.get(key);
      if (current?.etag !== etag) return false;
      await this.put(key, body);
      return true;
    } finally {
      release();
    }
  }

  async list(prefix: string): Promise<string[]> {
    const publicKeys = isPrivateKey(prefix) ? [] : filesUnder(this.root, prefix).filter((key) => !isPrivateKey(key));
    const privateKeys = listsPrivate(prefix) ? filesUnder(this.privateRoot, prefix.slice(PRIVATE_PREFIX.length)).map((key) => `${PRIVATE_PREFIX}${key}`) : [];
    return [...publicKeys, ...privateKeys.filter((key) => key.startsWith(prefix))].sort();
  }

  async remove(key: string): Promise<void> {
    const path = this.path(key);
    for (const suffix of ['', '.br', '.gz']) rmSync(`${path}${suffix}`, { force: true });
  }
}
