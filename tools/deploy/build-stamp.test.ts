/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteApp } from '../apps';
import { BUILD_STAMP, builtFromSources, stampBuild } from './build-stamp';

describe('builtFromSources', () => {
  const legal = remoteApp('legal');
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bbg-stamp-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes a build stamped with the sources as they are now', () => {
    stampBuild(legal, dir);
    expect(builtFromSources(legal, dir)).toBe(true);
  });

  it('refuses a build of other sources, of another app, with no stamp, or with a damaged one', () => {
    expect(builtFromSources(legal, dir)).toBe(false);
    writeFileSync(join(dir, BUILD_STAMP), JSON.stringify({ sourceHash: '000000000000' }));
    expect(builtFromSources(legal, dir)).toBe(false);
    stampBuild(remoteApp('about'), dir);
    expect(builtFromSources(legal, dir)).toBe(false);
    for (const damaged of ['{"sourceHash":', 'null', '"abc"', '[]']) {
      writeFileSync(join(dir, BUILD_STAMP), damaged);
      expect(builtFromSources(legal, dir)).toBe(false);
    }
  });
});
