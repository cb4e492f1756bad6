import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { precompress } from '../deploy/compress';
import { recordServed } from './sitemap';

/**
 * Rendered pages are kept per shell build and remote version (`.server/pages/<shell>/<remote>/<version>/`), so a
 * rollback serves the earlier version's HTML by copying it, and only the copies at the root are served.
 */
export const pageStore = (dir: string, shellId: string, owner: string, version: string): string =>
  join(dir, '.server', 'pages', shellId, owner, version);

export function storePages(store: string, pages: ReadonlyMap<string, string>): void {
  const staging = `${store}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const [file, html] of pages) writeFileSync(join(staging, file), html);
  precompress([...pages.keys()].map((file) => join(staging, file)));
  rmSync(store, { recursive: true, force: true });
  mkdirSync(dirname(store), { recursive: true });
  renameSync(staging, store);
}

export const hasStoredPages = (store: string): boolean => existsSync(store);

/** Serves a stored set: each file (and its .br/.gz) replaces the served copy by an atomic rename. */
export function servePages(dir: string, store: string, retired: readonly string[] = []): void {
  for (const name of readdirSync(store)) {
    const temp = join(dir, `.${name}.${process.pid}.tmp`);
    cpSync(join(store, name), temp);
    renameSync(temp, join(dir, name));
  }
  const served = new Set(readdirSync(store).filter((name) => name.endsWith('.html')));
  for (const file of retired) {
    if (served.has(file)) continue;
    for (const name of [file, `${file}.br`, `${file}.gz`]) rmSync(join(dir, name), { force: true });
  }
  recordServed(dir, [...served]);
}
