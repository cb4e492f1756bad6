/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLER_RUNTIME, BUNDLER_RUNTIME_REPLACEMENT, distOf, RUNTIME_CORE_DIST, SNAPSHOT_HANDLER, SNAPSHOT_HANDLER_REPLACEMENT } from './federation-trim';

/** The federation release the replacements were read against: another one needs them read again. */
const READ_AGAINST = '2.9.2';

const coreDist = distOf('@module-federation/runtime-core');
const bundlerDist = distOf('@module-federation/webpack-bundler-runtime');

/** The names an ES module exports, as the federation packages and the replacements write them. */
function exportedNames(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const listed = [...code.matchAll(/^export \{([^}]*)\};?$/gm)].flatMap(([, names = '']) => names.split(',').map((name) => name.trim().split(/\s+as\s+/).pop() ?? ''));
  const declared = [...code.matchAll(/^export (?:async )?(?:function|class|const|let) ([\w$]+)/gm)].map(([, name = '']) => name);
  return [...listed, ...declared].filter(Boolean).sort();
}

describe('the federation code the shell is built without', () => {
  it('was read against the federation release installed', () => {
    for (const name of ['@module-federation/runtime-core', '@module-federation/webpack-bundler-runtime']) {
      const { version } = JSON.parse(readFileSync(join(distOf(name), '../package.json'), 'utf8')) as { version: string };
      expect([name, version]).toEqual([name, READ_AGAINST]);
    }
  });

  it('replaces the SnapshotHandler module with one that exports the same names', () => {
    const original = join(coreDist, 'plugins/snapshot/SnapshotHandler.js');
    expect(SNAPSHOT_HANDLER.test(original)).toBe(true);
    expect(exportedNames(original)).toEqual(['SnapshotHandler', 'getGlobalRemoteInfo']);
    expect(exportedNames(SNAPSHOT_HANDLER_REPLACEMENT)).toEqual(exportedNames(original));
  });

  it('replaces the three bundler runtime modules with one that exports all their names', () => {
    const originals = ['remotes.js', 'init.js', 'getSharedFallbackGetter.js'].map((file) => join(bundlerDist, file));
    for (const original of originals) expect([original, BUNDLER_RUNTIME.test(original)]).toEqual([original, true]);
    expect(originals.flatMap(exportedNames).sort()).toEqual(['getSharedFallbackGetter', 'init', 'remotes']);
    expect(exportedNames(BUNDLER_RUNTIME_REPLACEMENT)).toEqual(originals.flatMap(exportedNames).sort());
  });

  it('matches no other module of the runtime', () => {
    for (const file of ['core.js', 'plugins/snapshot/index.js', 'plugins/snapshot/disabled.js'].map((name) => join(coreDist, name))) expect(SNAPSHOT_HANDLER.test(file)).toBe(false);
    for (const file of ['index.js', 'consumes.js', 'initializeSharing.js', 'initContainerEntry.js'].map((name) => join(bundlerDist, name))) expect(BUNDLER_RUNTIME.test(file)).toBe(false);
  });

  it('imports only runtime-core modules that exist, by the mapped prefix', () => {
    const imports = [...readFileSync(SNAPSHOT_HANDLER_REPLACEMENT, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map(([, from = '']) => from);
    expect(imports.length).toBeGreaterThan(0);
    for (const from of imports) {
      expect(from.startsWith(`${RUNTIME_CORE_DIST}/`)).toBe(true);
      expect([from, existsSync(join(coreDist, from.slice(RUNTIME_CORE_DIST.length + 1)))]).toEqual([from, true]);
    }
    expect(readFileSync(BUNDLER_RUNTIME_REPLACEMENT, 'utf8')).not.toMatch(/^import /m);
  });
});
