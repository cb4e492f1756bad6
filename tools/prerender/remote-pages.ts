import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { INTEGRITY_FILE, type RemotePageModule, type RemoteRecord, type RemoteVersion } from '@bbg/contract';
import { sri } from '../deploy/hash';
import { REMOTE_RENDER_FILE } from './render-files';

declare global {
  var __BBG_PUBLIC_PATH__: string | undefined;
}

/** Reads a file of a version folder only if its SHA-384 is the one expected, as the browser does with SRI. */
function readVerified(file: string, expected: string | undefined, what: string): Buffer {
  const bytes = readFileSync(file);
  if (!expected) throw new Error(`${what}: no SHA-384 is listed for it`);
  if (sri(bytes) !== expected) throw new Error(`${what}: SHA-384 mismatch, refusing to run it`);
  return bytes;
}

/**
 * A render bundle's page: a module with its Page and copy loaders, or (versions built before locales) the Page alone,
 * an English page with no copy of its own.
 */
const asPageModule = (page: unknown): RemotePageModule | undefined =>
  typeof page === 'function' ? { Page: page as RemotePageModule['Page'] } : typeof page === 'object' && page !== null && typeof (page as { Page?: unknown }).Page === 'function' ? (page as RemotePageModule) : undefined;

/**
 * The server-side pages of one published version of a remote, by expose name. Its integrity.json is checked
 * against the registry, and the render bundle against integrity.json, before any of its code runs; the bundle
 * gets the shell renderer's React, router and platform, and nothing else.
 */
export function loadRemotePages(
  dir: string,
  record: RemoteRecord,
  version: RemoteVersion,
  sharedModules: Readonly<Record<string, unknown>>,
): Readonly<Record<string, RemotePageModule>> {
  const files = JSON.parse(readVerified(join(dir, version.files), version.filesIntegrity, `${record.name} ${version.version} ${INTEGRITY_FILE}`).toString('utf8')) as Record<string, string>;
  const bundlePath = join(dir, version.files, '..', REMOTE_RENDER_FILE);
  const code = readVerified(bundlePath, files[REMOTE_RENDER_FILE], `${record.name} ${version.version} ${REMOTE_RENDER_FILE}`).toString('utf8');
  const module = { exports: {} as { pages?: Record<string, unknown> } };
  const require = (name: string): unknown => {
    if (name in sharedModules) return sharedModules[name];
    throw new Error(`${record.name} ${version.version}: its render bundle asks for '${name}', which the renderer does not provide`);
  };
  const wrapper = runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename: bundlePath }) as (
    exports: object,
    require: (name: string) => unknown,
    module: object,
  ) => void;
  // Its assets are named from its version folder, as in the browser.
  globalThis.__BBG_PUBLIC_PATH__ = `/${version.files.replace(/[^/]+$/, '')}`;
  try {
    wrapper(module.exports, require, module);
  } finally {
    globalThis.__BBG_PUBLIC_PATH__ = undefined;
  }
  const pages = module.exports.pages;
  if (!pages) throw new Error(`${record.name} ${version.version}: its render bundle exports no pages`);
  return Object.fromEntries(
    Object.entries(pages).map(([expose, page]) => {
      const found = asPageModule(page);
      if (!found) throw new Error(`${record.name} ${version.version}: its render bundle's ${expose} is not a page`);
      return [expose, found];
    }),
  );
}
