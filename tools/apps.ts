import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RemoteId } from '@bbg/contract';

/** The checkout's root: the nearest folder upwards whose package.json declares the workspaces. */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (dirname(dir) === dir) throw new Error(`No workspace root above ${start}`);
  }
}

export const repoRoot = findRepoRoot(process.env.BBG_ROOT ?? process.cwd());

/* The one table of every app: its folder, federation name, section name and ports. */

/** Shifts every port below (BBG_PORT_OFFSET=100: 3100…3109, site 8180) so two checkouts can test on one machine. */
const portOffset = Number(process.env.BBG_PORT_OFFSET ?? 0);
const port = (base: number): number => base + portOffset;

export interface AppInfo {
  readonly dir: string;
  /** Module Federation container name (a JS identifier). */
  readonly federationName: string;
  /** Port of `rspack serve` (npm run dev) and of the standalone QA server. */
  readonly port: number;
}

export interface RemoteInfo extends AppInfo {
  readonly id: RemoteId;
  /** How the section is named to visitors when it cannot be loaded. */
  readonly section: string;
}

export const shellApp: AppInfo = { dir: 'shell', federationName: 'shell', port: port(3000) };

/** The UI kit's visual catalogue: a standalone page of the shared workspace (not part of the site). */
export const catalogueApp: AppInfo = { dir: 'shared/catalogue', federationName: 'bbg_kit_catalogue', port: port(3009) };

export const remoteApps: readonly RemoteInfo[] = [
  { id: 'about', dir: 'mfe-about', federationName: 'mfe_about', port: port(3001), section: 'About BBG' },
  { id: 'brands', dir: 'mfe-brands', federationName: 'mfe_brands', port: port(3002), section: 'Brands and businesses' },
  { id: 'media', dir: 'mfe-media', federationName: 'mfe_media', port: port(3003), section: 'Media Center' },
  { id: 'contact', dir: 'mfe-contact', federationName: 'mfe_contact', port: port(3004), section: 'Contact and World Wide' },
  { id: 'legal', dir: 'mfe-legal', federationName: 'mfe_legal', port: port(3005), section: 'Legal' },
];

/** Port of the composed production site (npm start). */
export const sitePort = Number(process.env.PORT ?? port(8080));

export const appPath = (app: AppInfo, ...parts: string[]): string => join(repoRoot, app.dir, ...parts);

/** Accepts `legal`, `mfe-legal` or `mfe_legal`. */
export function findRemote(name: string): RemoteInfo | undefined {
  return remoteApps.find((r) => r.id === name || r.dir === name || r.federationName === name);
}

export function findApp(name: string): AppInfo | undefined {
  if (name === 'catalogue') return catalogueApp;
  return [shellApp, catalogueApp].find((app) => app.dir === name) ?? findRemote(name);
}

export function remoteApp(id: RemoteId): RemoteInfo {
  const app = remoteApps.find((r) => r.id === id);
  if (!app) throw new Error(`Unknown remote ${id}`);
  return app;
}
