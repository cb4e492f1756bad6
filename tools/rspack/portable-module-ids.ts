import { createHash } from 'node:crypto';

/**
 * A module's identifier without the checkout folder: the same sources name their modules the same wherever they
 * are built. Rspack's own deterministic ids hash identifiers that still hold absolute paths where they are not
 * the whole request (`consume shared module … (fallback: /checkout/node_modules/react/index.js)`, the federation
 * runtime's `data:` module, which imports it URI-encoded), so the same commit built in two folders got two sets
 * of module ids, and a remote two version names. A trailing `|<hash>` is left out too: it can hash a path that
 * is no longer visible in the identifier.
 */
export function portableModuleName(identifier: string, root: string): string {
  return withoutRoot(identifier, root).replace(/\|[0-9a-f]{16}$/, '');
}

/** The identifier with every occurrence of the root folder (plain or URI-encoded) taken out. */
export function withoutRoot(identifier: string, root: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return identifier.split(prefix).join('').split(encodeURIComponent(prefix)).join('');
}

export interface ModuleName {
  /** What the id is hashed from: portableModuleName. */
  readonly name: string;
  /** Orders modules of the same name (the same file through two loaders): withoutRoot of the identifier. */
  readonly tieBreak: string;
}

/** The smallest power of ten, at least 1000, with twenty times as many ids as modules: few collisions, short ids. */
export function idRange(count: number): number {
  let range = 1000;
  while (range < count * 20) range *= 10;
  return range;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const numberHash = (text: string, range: number): number => Number(createHash('sha256').update(text).digest().readUIntBE(0, 6) % range);

/**
 * Numeric module ids from portable names, as Rspack's deterministic ids but from names free of the checkout
 * folder. Each name is hashed into the range; a collision hashes it again with a counter. Names are taken in
 * sorted order, so the same set of names always gets the same ids.
 */
export function assignModuleIds(modules: readonly ModuleName[]): number[] {
  const range = idRange(modules.length);
  const used = new Set<number>();
  const ids = new Array<number>(modules.length);
  const order = modules.map((module, index) => ({ ...module, index })).sort((a, b) => compare(a.name, b.name) || compare(a.tieBreak, b.tieBreak));
  for (const { name, index } of order) {
    let id = numberHash(name, range);
    for (let attempt = 1; used.has(id); attempt += 1) id = numberHash(`${name}\0${attempt}`, range);
    used.add(id);
    ids[index] = id;
  }
  return ids;
}
