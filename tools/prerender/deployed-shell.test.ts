/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { DeployError } from '../deploy/deploy-error';
import { sri } from '../deploy/hash';
import { FolderStore } from '../deploy/storage/folder-store';
import { objectHeaders } from '../deploy/storage/object-headers';
import { withWorkspace } from '../deploy/workspace';
import { fetchShell } from './deployed-shell';
import { SHELL_RENDER_FILE } from './render-files';
import { SHELL_ASSETS_FILE, TEMPLATE_FILE, type ShellAssets } from './render-site';
import { tempDir } from '../jest/temp-dir';

const RENDERER = 'module.exports = { renderPage: async () => ({ html: "", head: {} }) };\n';

/** A target holding a published shell: its template, its renderer and its asset list (with what it records of the renderer). */
async function shellTarget(renderer: string, integrity: Partial<ShellAssets>): Promise<FolderStore> {
  const store = new FolderStore(join(tempDir('bbg-shell-'), 'dist'));
  const assets = { stylesheets: [], bootScript: { src: '/static/js/boot.js', integrity: 'sha384-x' }, ...integrity };
  const put = (key: string, text: string) => store.put(key, Buffer.from(text), objectHeaders(key));
  await put(TEMPLATE_FILE, '<!doctype html><div id="root"></div>');
  await put(SHELL_RENDER_FILE, renderer);
  await put(SHELL_ASSETS_FILE, JSON.stringify(assets));
  return store;
}

const fetched = (store: FolderStore): Promise<boolean> => withWorkspace(store, fetchShell);

describe("the deployed shell's renderer, fetched to render against", () => {
  it('is fetched when its SHA-384 is the one the shell recorded', async () => {
    expect(await fetched(await shellTarget(RENDERER, { rendererIntegrity: sri(Buffer.from(RENDERER)) }))).toBe(true);
  });

  it('is refused, with one line naming it, when it was changed after the publish', async () => {
    const store = await shellTarget(`${RENDERER}require('child_process');\n`, { rendererIntegrity: sri(Buffer.from(RENDERER)) });
    await expect(fetched(store)).rejects.toThrow(DeployError);
    await expect(fetched(store)).rejects.toThrow(`${store.where(SHELL_RENDER_FILE)} does not match the SHA-384 the shell's publish recorded, so it is not run`);
  });

  it('is refused when the shell recorded no SHA-384 of it, since it cannot be checked', async () => {
    const store = await shellTarget(RENDERER, {});
    await expect(fetched(store)).rejects.toThrow(DeployError);
    await expect(fetched(store)).rejects.toThrow(/assets\.json records no SHA-384 of the shell's renderer, so .*render\.cjs cannot be checked and is not run: publish the shell again/);
  });

  it('is missing: one line saying to publish the shell', async () => {
    const store = await shellTarget(RENDERER, { rendererIntegrity: sri(Buffer.from(RENDERER)) });
    await store.remove(SHELL_RENDER_FILE);
    await expect(fetched(store)).rejects.toThrow(/render\.cjs is missing: publish the shell first/);
  });
});
