import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { compressedCopies } from '../compress';
import { checkKey, type ObjectHeaders, type ObjectStore, type StoredObject } from './object-store';

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

/**
 * The deploy target as a folder (the default, dist/): keys are paths under it. Text files get .br and .gz copies
 * beside them, so `npm start` sends them precompressed. Conditional writes are exact between processes on this
 * machine: put-if-absent by hard link (which fails if the name exists), put-if-match under a lock file. Headers are
 * not stored: `npm start` derives them from the path by the same rules (object-headers.ts).
 */
export class FolderStore implements ObjectStore {
  constructor(readonly root: string) {}

  get location(): string {
    return this.root;
  }

  private path(key: string): string {
    return join(this.root, checkKey(key));
  }

  async get(key: string): Promise<StoredObject | undefined> {
    let body: Buffer;
    try {
      body = readFileSync(this.path(key));
    } catch (error) {
      if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
      throw error;
    }
    return { body, etag: etagOf(body) };
  }

  /** The compressed copies go first, so by the time the plain file is new, so are they. */
  async put(key: string, body: Buffer, _headers?: ObjectHeaders): Promise<void> {
    const path = this.path(key);
    mkdirSync(dirname(path), { recursive: true });
    const copies = compressedCopies(key, body);
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
    for (const [suffix, bytes] of compressedCopies(key, body)) writeAtomic(`${path}${suffix}`, bytes);
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
    const out: string[] = [];
    const walk = (dir: string): void => {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return;
      }
      for (const name of names) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (!BESIDE.test(name)) out.push(relative(this.root, full).split(sep).join('/'));
      }
    };
    walk(join(this.root, prefix.slice(0, Math.max(0, prefix.lastIndexOf('/')))));
    return out.filter((key) => key.startsWith(prefix)).sort();
  }

  async remove(key: string): Promise<void> {
    const path = this.path(key);
    for (const suffix of ['', '.br', '.gz']) rmSync(`${path}${suffix}`, { force: true });
  }
}
