import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ShellRenderer } from '@bbg/contract';
import { SHELL_RENDER_FILE } from './render-files';

/** Loads the renderer of the shell deployed in `dir` (a fresh copy: a long-lived process may see a new build). */
export function loadShellRenderer(dir: string): ShellRenderer {
  const file = join(dir, SHELL_RENDER_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the shell first (npm run build)`);
  const require = createRequire(file);
  delete require.cache[require.resolve(file)];
  return require(file) as ShellRenderer;
}
