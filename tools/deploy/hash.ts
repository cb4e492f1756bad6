import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Subresource-integrity value (SHA-384, base64) of some bytes. */
export const sri = (bytes: Buffer | string): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Every file under a folder, as posix paths relative to it, sorted. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/** A short stable hash of a set of folders' contents (names and bytes). */
export function hashTree(roots: readonly string[], skip: (path: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  for (const root of roots) {
    let files: string[];
    try {
      files = statSync(root).isDirectory() ? listFiles(root) : [''];
    } catch {
      continue;
    }
    for (const file of files) {
      const full = file ? join(root, file) : root;
      if (skip(full)) continue;
      // Names relative to each root: the same content hashes the same wherever the folder lives.
      hash.update(file).update('\0').update(readFileSync(full)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 12);
}
