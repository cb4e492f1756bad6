import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import type { PageTable } from '@bbg/shared/contract';
import { appPath, type AppInfo } from '../apps';

/** The module a loader imports: `() => import('../pages/x/x-page')`, however the loader was compiled (ESM or CommonJS). */
const IMPORTED = /(?:import|require)\(\s*["'`]([^"'`]+)["'`]\s*\)/;

/**
 * The federation `exposes` of a remote, derived from its page table (src/app/routes.ts), so each exposed page is
 * declared once: `./name` → file, relative to the app folder, as createAppConfig takes them.
 */
export function exposesOf(app: AppInfo, pages: PageTable): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pages).map(([expose, load]) => {
      const specifier = IMPORTED.exec(String(load))?.[1];
      if (!specifier?.startsWith('.')) throw new Error(`${expose}: its loader must be () => import('<relative path of the page>')`);
      const file = `./${posix.join('src/app', specifier)}`;
      const withExtension = ['.tsx', '.ts'].map((extension) => `${file}${extension}`).find((candidate) => existsSync(appPath(app, candidate)));
      if (!withExtension) throw new Error(`${expose}: ${file}.tsx does not exist`);
      return [expose, withExtension];
    }),
  );
}
