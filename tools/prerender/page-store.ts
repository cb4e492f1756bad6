import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { ObjectStore } from '../deploy/storage/object-store';
import { objectHeaders } from '../deploy/storage/object-headers';
import type { Workspace } from '../deploy/workspace';

/**
 * Rendered pages are kept per shell build and remote version (`.server/pages/<shell>/<remote>/<version>/`), so a
 * rollback serves the earlier version's HTML by copying it, and only the copies at the root are served.
 */
/** A shell build's id, from its page template: pages rendered by one shell are kept apart from another's. */
export const templateId = (template: string): string => createHash('sha256').update(template).digest('hex').slice(0, 12);

export const pageStore = (shellId: string, owner: string, version: string): string => `.server/pages/${shellId}/${owner}/${version}/`;

export function storePages(ws: Workspace, store: string, pages: ReadonlyMap<string, string>): void {
  for (const [file, html] of pages) ws.write(`${store}${file}`, html);
}

/** The stored pages of a version, fetched into the workspace; none when they were never kept. */
export async function fetchStoredPages(ws: Workspace, store: string): Promise<string[]> {
  return (await ws.fetchPrefix(store)).filter((key) => key.endsWith('.html'));
}

/** How to put the served pages back as they were, should the registry not follow. */
type UndoServe = () => Promise<void>;

export interface Serving {
  /** Served pages the new set does not have: removed from the target. */
  readonly removed: readonly string[];
  readonly undo: UndoServe;
}

/**
 * Lays out a stored set as the served pages in the workspace (each file replaces the served copy; `retired` files the
 * set lacks are removed). Keeps the pages it replaces, to undo. (refreshSiteFiles notes which of them changed.)
 */
export async function servePages(ws: Workspace, store: string, retired: readonly string[] = []): Promise<Serving> {
  const stored = (await ws.store.list(store)).concat(ws.changed(store)).filter((key) => key.endsWith('.html'));
  const served = [...new Set(stored.map((key) => key.slice(store.length)))];
  const touched = [...new Set([...served, ...retired])];
  await ws.fetch(touched);
  const before = new Map(touched.map((file) => [file, existsSync(ws.path(file)) ? ws.read(file) : undefined]));
  await ws.fetch(served.map((file) => `${store}${file}`));
  for (const file of served) ws.write(file, ws.read(`${store}${file}`));
  const removed = retired.filter((file) => !served.includes(file) && before.get(file) !== undefined);
  return { removed, undo: () => restorePages(ws.store, before) };
}

async function restorePages(store: ObjectStore, before: ReadonlyMap<string, Buffer | undefined>): Promise<void> {
  await Promise.all([...before].map(([file, bytes]) => (bytes ? store.put(file, bytes, objectHeaders(file)) : store.remove(file))));
}
