import { existsSync, readFileSync } from 'node:fs';
import { CONFIG_FILE, type RemoteVersion } from '@bbg/contract';
import { DeployError } from '../deploy/deploy-error';
import { sri } from '../deploy/hash';
import type { Workspace } from '../deploy/workspace';
import { SHELL_RENDER_FILE } from './render-files';
import { SHELL_ASSETS_FILE, TEMPLATE_FILE, type ShellAssets } from './render-site';

/**
 * Copies what rendering against the deployed shell reads into the workspace: its template, asset list, renderer
 * (checked against the SHA-384 its publish recorded) and stylesheets, and config.json. False when the
 * target has no shell yet (nothing to render against). The renderer is code this process runs, fetched from the
 * target: one whose hash is not the recorded one, or has none recorded, is refused rather than run.
 */
export async function fetchShell(ws: Workspace): Promise<boolean> {
  const found = await ws.fetch([TEMPLATE_FILE, SHELL_ASSETS_FILE, SHELL_RENDER_FILE, CONFIG_FILE]);
  if (!found.includes(TEMPLATE_FILE) || !found.includes(SHELL_ASSETS_FILE)) return false;
  const renderer = ws.store.where(SHELL_RENDER_FILE);
  const assets = JSON.parse(readFileSync(ws.path(SHELL_ASSETS_FILE), 'utf8')) as ShellAssets;
  if (!existsSync(ws.path(SHELL_RENDER_FILE))) throw new DeployError(`${renderer} is missing: publish the shell first (npm run build).`);
  if (!assets.rendererIntegrity) {
    throw new DeployError(`${ws.store.where(SHELL_ASSETS_FILE)} records no SHA-384 of the shell's renderer, so ${renderer} cannot be checked and is not run: publish the shell again (npm run build).`);
  }
  if (sri(ws.read(SHELL_RENDER_FILE)) !== assets.rendererIntegrity) {
    throw new DeployError(`${renderer} does not match the SHA-384 the shell's publish recorded, so it is not run: publish the shell again (npm run build).`);
  }
  await ws.fetch(assets.stylesheets.map((href) => href.replace(/^\//, '')));
  return true;
}

/** Copies what rendering a version reads: its integrity.json, render bundle, manifest and stylesheets. */
export async function fetchVersion(ws: Workspace, version: RemoteVersion): Promise<void> {
  const prefix = version.files.replace(/[^/]+$/, '');
  const keys = await ws.store.list(prefix);
  await ws.fetch(keys.filter((key) => /\.(json|cjs|css)$/.test(key)));
}
