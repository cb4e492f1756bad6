import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { listFiles } from './hash';
import { checkKey, type ObjectStore } from './storage/object-store';

const digest = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * A private local folder holding the few objects of the target that a release, rollback or build reads (the
 * renderer, templates, a version's render bundle) and the files it makes there (pages, stylesheets). Whatever the
 * target, the deploy code renders here and then writes what changed back through the store: one way for a folder
 * and a bucket.
 */
export class Workspace {
  readonly dir = mkdtempSync(join(tmpdir(), 'bbg-workspace-'));
  private readonly fetched = new Map<string, string>();

  constructor(readonly store: ObjectStore) {}

  path(key: string): string {
    return join(this.dir, checkKey(key));
  }

  /** Copies these keys from the target (those it has, and this workspace does not); returns the keys now here. */
  async fetch(keys: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    await Promise.all(
      keys.map(async (key) => {
        if (this.fetched.has(key) || existsSync(this.path(key))) return void found.push(key);
        const stored = await this.store.get(key);
        if (!stored) return;
        this.write(key, stored.body);
        this.fetched.set(key, digest(stored.body));
        found.push(key);
      }),
    );
    return found.sort();
  }

  /** Every key under a prefix of the target, copied here. */
  async fetchPrefix(prefix: string): Promise<string[]> {
    return this.fetch(await this.store.list(prefix));
  }

  write(key: string, bytes: Buffer | string): void {
    const path = this.path(key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }

  read(key: string): Buffer {
    return readFileSync(this.path(key));
  }

  /** Files made or changed here since they were fetched, as keys (not the .br/.gz copies older code leaves). */
  changed(prefix = ''): string[] {
    return listFiles(this.dir)
      .filter((key) => key.startsWith(prefix) && !/\.(br|gz|tmp)$/.test(key))
      .filter((key) => this.fetched.get(key) !== digest(this.read(key)));
  }

  /** Marks a key as what the target now holds (after it was written there). */
  settle(key: string): void {
    this.fetched.set(key, digest(this.read(key)));
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Runs `work` with a fresh workspace on the store, removed afterwards whatever happens. */
export async function withWorkspace<T>(store: ObjectStore, work: (ws: Workspace) => Promise<T>): Promise<T> {
  const ws = new Workspace(store);
  try {
    return await work(ws);
  } finally {
    ws.dispose();
  }
}
