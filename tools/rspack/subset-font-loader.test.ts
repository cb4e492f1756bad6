/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../apps';

const loader = createRequire(__filename)('./subset-font-loader.cjs') as (this: unknown, source: Buffer) => void;

/** Runs the loader as Rspack would, on a file of the kit's fonts. */
function load(file: string): Promise<Buffer> {
  const resourcePath = join(repoRoot, 'node_modules/@fontsource/inter/files', file);
  return new Promise((resolve, reject) => {
    const context = { resourcePath, async: () => (error: Error | null, font?: Buffer) => (error ? reject(error) : resolve(font as Buffer)) };
    loader.call(context, readFileSync(resourcePath));
  });
}

describe('the font loader', () => {
  it('cuts a WOFF2 file down and keeps it WOFF2, the same bytes every time (every app emits one file under one hash)', async () => {
    const source = readFileSync(join(repoRoot, 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2'));
    const [first, second] = await Promise.all([load('inter-latin-400-normal.woff2'), load('inter-latin-400-normal.woff2')]);
    expect(first.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(first.length).toBeLessThan(source.length * 0.7);
    expect(second.equals(first)).toBe(true);
  });

  it('keeps a WOFF file WOFF', async () => {
    expect((await load('inter-latin-400-normal.woff')).subarray(0, 4).toString('latin1')).toBe('wOFF');
  });
});
