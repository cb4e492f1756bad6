import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '@bbg/shared/config/runtime-config';
import type { PageProps, Registry } from '@bbg/shared/contract';
import { SHELL_RENDER_FILE } from './render-files';

interface ServerPage {
  readonly container: string;
  readonly expose: string;
  readonly Page: ComponentType<PageProps>;
}

/** What the shell's Node build (shell/src/server/render.tsx) exports. */
export interface ShellRenderer {
  readonly renderPage: (request: { path: string; registry: Registry; config: RuntimeConfig; pages: readonly ServerPage[] }) => Promise<string>;
  readonly sharedModules: Readonly<Record<string, unknown>>;
  readonly documentTitle: (title: string) => string;
  readonly SITE_NAME: string;
  readonly SITE_DESCRIPTION: string;
  readonly organizationJsonLd: (siteUrl: string) => object;
}

/** Loads the renderer of the shell deployed in `dir` (a fresh copy: a long-lived process may see a new build). */
export function loadShellRenderer(dir: string): ShellRenderer {
  const file = join(dir, SHELL_RENDER_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the shell first (npm run build)`);
  const require = createRequire(file);
  delete require.cache[require.resolve(file)];
  return require(file) as ShellRenderer;
}
