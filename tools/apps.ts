import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { globSync } from 'tinyglobby';
import * as v from 'valibot';
import { RemoteDeclarationSchema, type RemoteDeclaration, type RemoteId } from '@bbg/contract';
import { DeployError } from './deploy/deploy-error';
import { readJsonFile } from './json-file';

/** The checkout's root: the nearest folder upwards whose package.json declares the workspaces. */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (dirname(dir) === dir) throw new Error(`No workspace root above ${start}`);
  }
}

export const repoRoot = findRepoRoot(process.env.BBG_ROOT ?? process.cwd());

/** A whole number an environment variable gives, the fallback when it is unset; anything else is refused in one line. */
export function wholeNumberFromEnv(name: string, fallback: number, max: number, min = 0): number {
  const value = process.env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) throw new DeployError(`${name} must be a whole number from ${min} to ${max}, got ${value}.`);
  return number;
}

/** Shifts every port below (BBG_PORT_OFFSET=100: 3100…3109, site 8180) so two checkouts can test on one machine. */
export const portOffset = wholeNumberFromEnv('BBG_PORT_OFFSET', 0, 50_000);
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
  /** What its link preview (public/preview.jpg) shows. */
  readonly preview: RemoteDeclaration['preview'];
}

/* Every app: the shell and the kit catalogue, which are the platform's, and the remotes, found in the workspaces. */

export const shellApp: AppInfo = { dir: 'shell', federationName: 'shell', port: port(3000) };

/** The UI kit's visual catalogue: a standalone page of the shared packages (not part of the site). */
export const catalogueApp: AppInfo = { dir: 'shared/catalogue', federationName: 'bbg_kit_catalogue', port: port(3009) };

/** The globs the root's package.json names its workspaces by (`mfe-*`, `shared/*`…). */
export function workspaceGlobs(root: string = repoRoot): string[] {
  return v.parse(v.object({ workspaces: v.array(v.string()) }), readJsonFile(join(root, 'package.json'))).workspaces;
}

/** The workspace folders the root's package.json names by its globs (`mfe-*`, `shared/*`…), relative to the root. */
export function workspaceFolders(root: string = repoRoot): string[] {
  return globSync(workspaceGlobs(root), { cwd: root, onlyDirectories: true, expandDirectories: false })
    .map((dir) => dir.replace(/\/$/, ''))
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .sort();
}

const DeclaringManifest = v.object({ bbg: v.optional(v.object({ remote: v.optional(v.unknown()) })) });

/**
 * Every remote of the checkout: each workspace folder whose package.json declares one (`"bbg": { "remote": … }`),
 * in the order of their ports. Two remotes that claim one id, federation name or port stop every command, naming both.
 */
export function discoverRemotes(root: string = repoRoot): readonly RemoteInfo[] {
  const found: RemoteInfo[] = [];
  for (const dir of workspaceFolders(root)) {
    const manifest = v.safeParse(DeclaringManifest, readJsonFile(join(root, dir, 'package.json')));
    if (!manifest.success) throw new DeployError(`${dir}/package.json: bbg must be an object, and bbg.remote a declaration.`);
    const declared = manifest.output.bbg?.remote;
    if (declared === undefined) continue;
    const result = v.safeParse(RemoteDeclarationSchema, declared);
    if (!result.success) throw new DeployError(`${dir}/package.json: bbg.remote is not a valid declaration: ${result.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`.trim()).join('; ')}`);
    const { id, section, federationName, preview, port: basePort } = result.output;
    for (const other of found) {
      const clash = other.id === id ? `the id '${id}'` : other.federationName === federationName ? `the federation name '${federationName}'` : other.port === port(basePort) ? `port ${basePort}` : undefined;
      if (clash) throw new DeployError(`${other.dir} and ${dir} both declare ${clash}: each remote needs its own.`);
    }
    found.push({ id, dir, federationName, section, preview, port: port(basePort) });
  }
  return found.sort((a, b) => a.port - b.port);
}

export const remoteApps: readonly RemoteInfo[] = discoverRemotes();

/** The port PORT names, or `fallback` when it is unset. */
export const portFromEnv = (fallback: number): number => wholeNumberFromEnv('PORT', fallback, 65_535, 1);

/** Port of the composed production site (npm start). */
export const sitePort = portFromEnv(port(8080));

/**
 * The checkout's own site address, 8080 shifted by BBG_PORT_OFFSET: the origin of its pages and links when config.json
 * names none. Not PORT, which moves one run: the pages rendered by the build would then name another port than it.
 */
export const localSiteUrl = `http://localhost:${port(8080)}`;

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
