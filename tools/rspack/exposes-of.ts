import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { appPath, type AppInfo } from '../apps';

/** The routes file that declares a remote's pages, each once: `'./name': () => import('../pages/…'),`. */
const PAGES_FILE = 'src/app/routes.ts';

const PAGE_ENTRY = /^\s*'(\.\/[^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\),?\s*$/gm;

/**
 * The federation `exposes` of a remote (`./name` → file, relative to the app folder, as createAppConfig takes them),
 * read from the page table in its routes file, so each exposed page is declared once. Read as text, not imported,
 * so the build's Node process never loads page modules (CSS, assets) through the table's imports.
 */
export function exposesOf(app: AppInfo, source = readFileSync(appPath(app, PAGES_FILE), 'utf8')): Record<string, string> {
  const entries = [...source.matchAll(PAGE_ENTRY)].map(([, expose = '', specifier = '']) => {
    const file = `./${posix.join(posix.dirname(PAGES_FILE), specifier)}`;
    const withExtension = ['.tsx', '.ts'].map((extension) => `${file}${extension}`).find((candidate) => existsSync(appPath(app, candidate)));
    if (!withExtension) throw new Error(`${app.dir} ${expose}: ${file}.tsx does not exist`);
    return [expose, withExtension] as const;
  });
  if (entries.length === 0) throw new Error(`${app.dir}: ${PAGES_FILE} declares no page ('./name': () => import('../pages/…'),)`);
  return Object.fromEntries(entries);
}
