/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteVersion } from '@bbg/contract';
import { bakedRegistry } from './baked-registry';
import { tempDir } from '../jest/temp-dir';

const version = (name: string): RemoteVersion => ({
  version: name, entry: '', entryScript: '', integrity: '', files: '', filesIntegrity: '', routes: [], publishedAt: '',
});

describe('bakedRegistry', () => {
  it('keeps only the current version and the one before it, however long the history, and no staged version', () => {
    const dir = tempDir('baked-');
    const names = ['a', 'b', 'c', 'd', 'e'];
    writeFileSync(
      join(dir, 'registry.json'),
      JSON.stringify({ schema: 1, updatedAt: '', remotes: { legal: { name: 'mfe_legal', section: 'Legal', current: 'd', previous: ['a', 'b', 'c'], versions: Object.fromEntries(names.map((n) => [n, version(n)])), staged: ['e'] } } }),
    );
    process.env.DEPLOY_DIR = dir;
    const legal = bakedRegistry()?.remotes.legal;
    delete process.env.DEPLOY_DIR;
    expect(legal?.current).toBe('d');
    expect(legal?.previous).toEqual(['c']);
    expect(Object.keys(legal?.versions ?? {}).sort()).toEqual(['c', 'd']);
    expect(legal?.staged).toBeUndefined();
  });
});
