/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteRecord } from '@bbg/testing';
import { bakedRegistry } from './baked-registry';
import { tempDir } from '../jest/temp-dir';

describe('bakedRegistry', () => {
  it('keeps only the current version and the one before it, however long the history, and no staged version', () => {
    const dir = tempDir('baked-');
    writeFileSync(
      join(dir, 'registry.json'),
      JSON.stringify({ schema: 1, updatedAt: '', remotes: { legal: remoteRecord('legal', 'd', { previous: ['a', 'b', 'c'], staged: ['e'] }) } }),
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
