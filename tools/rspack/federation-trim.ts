import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoRoot } from '../apps';

/* What FederationTrimPlugin swaps in the shell's build, and for what (why: federation-trim-plugin.ts). */

/** runtime-core's module that loads manifests and snapshots, and the module built in its place. */
export const SNAPSHOT_HANDLER = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;
export const SNAPSHOT_HANDLER_REPLACEMENT = join(repoRoot, 'tools/rspack/federation-snapshot-handler.js');

/** The bundler runtime's modules the shell never runs as written, and the one module built in their place. */
export const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](remotes|init|getSharedFallbackGetter)\.js$/;
export const BUNDLER_RUNTIME_REPLACEMENT = join(repoRoot, 'tools/rspack/federation-bundler-runtime.js');

/** The prefix federation-snapshot-handler.js imports runtime-core's own modules by, which its exports map hides. */
export const RUNTIME_CORE_DIST = '@module-federation/runtime-core/dist';

/** The folder of a federation package's builds (its exports map names no other file of it). */
export const distOf = (name: string): string => dirname(createRequire(join(repoRoot, 'package.json')).resolve(name));
