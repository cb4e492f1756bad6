import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateDirOf } from '../deploy/deploy-paths';

/**
 * Folders that Jest tests and their fixtures make under the system's temporary folder. Jest gives each test file its
 * own copy of this module, so each file that imports it (at its top level, where Jest takes hooks) removes what it made
 * once its tests have run, before its own afterAll hooks.
 */
const made: string[] = [];

// A deploy folder's private files sit in the folder beside it (privateDirOf): that goes too.
afterAll(() => {
  for (const dir of made.splice(0)) for (const path of [dir, privateDirOf(dir)]) rmSync(path, { recursive: true, force: true });
});

/** A new, empty folder under the system's temporary folder, removed after the test file that made it. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
