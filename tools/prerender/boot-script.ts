import { buildSync } from 'esbuild';
import { appPath, shellApp } from '../apps';

/** The boot script's entry: its TypeScript sources are one file per job, beside it. */
const BOOT_ENTRY = 'src/boot/index.ts';

/**
 * The boot script as served: one classic script (no module loader, no federation runtime) with the document constants
 * it shares with the apps bundled in, less its comments and spaces. It runs before the first paint, and counts in every
 * page's JavaScript before adoption.
 */
export function buildBootScript(entry = appPath(shellApp, BOOT_ENTRY)): Buffer {
  const { outputFiles } = buildSync({ entryPoints: [entry], bundle: true, format: 'iife', platform: 'browser', target: 'es2019', minify: true, legalComments: 'none', write: false });
  const [script] = outputFiles;
  if (!script || outputFiles.length !== 1) throw new Error(`The boot script built to ${outputFiles.length} files, not one`);
  return Buffer.from(script.contents);
}
