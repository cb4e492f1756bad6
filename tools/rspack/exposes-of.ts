import { posix } from 'node:path';
import type { PageTable } from '@bbg/contract';

/** Where a remote's page table is, relative to its folder: the files of its entries are relative to this one's. */
export const PAGES_FILE = 'src/app/routes.ts';

/**
 * The federation `exposes` of a remote (`./name` → file, relative to the app folder, as createAppConfig takes them),
 * from the page table its rspack.config.ts imports: each entry names its file as data, so the build's Node process
 * imports the table without loading any page module (CSS, assets) through the entries' lazy imports.
 */
export function exposesOf(pages: PageTable): Record<string, string> {
  const entries = Object.entries(pages).map(([expose, { file }]) => [expose, `./${posix.join(posix.dirname(PAGES_FILE), file)}`] as const);
  if (entries.length === 0) throw new Error(`${PAGES_FILE} declares no page`);
  return Object.fromEntries(entries);
}
