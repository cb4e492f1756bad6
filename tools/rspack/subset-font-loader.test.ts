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

/** The feature tags of a font's GSUB or GPOS table (OpenType: the table's header, then its FeatureList). */
async function featureTags(woff2: Buffer, table: 'GSUB' | 'GPOS'): Promise<Set<string>> {
  const { convert } = createRequire(__filename)('fontverter') as { convert: (font: Buffer, format: 'sfnt') => Promise<Buffer> };
  const font = await convert(woff2, 'sfnt');
  const tables = font.readUInt16BE(4);
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) !== table) continue;
    const start = font.readUInt32BE(record + 8);
    const list = start + font.readUInt16BE(start + 6);
    return new Set(Array.from({ length: font.readUInt16BE(list) }, (_, n) => font.toString('latin1', list + 2 + n * 6, list + 6 + n * 6)));
  }
  return new Set();
}

describe('the features the font loader keeps', () => {
  const { FEATURES } = createRequire(__filename)('./subset-font-loader.cjs') as { FEATURES: string[] };
  const source = (file: string): Buffer => readFileSync(join(repoRoot, 'node_modules/@fontsource/inter/files', file));

  it("keeps kerning, contextual alternates and tabular figures: what the site's text uses", async () => {
    const font = await load('inter-latin-400-normal.woff2');
    expect([...(await featureTags(font, 'GPOS'))]).toContain('kern');
    expect([...(await featureTags(font, 'GSUB'))]).toEqual(expect.arrayContaining(['calt', 'tnum']));
  });

  it('drops the fractions and proportional figures no page asks for', async () => {
    const before = await featureTags(source('inter-latin-400-normal.woff2'), 'GSUB');
    expect([...before]).toEqual(expect.arrayContaining(['frac', 'numr', 'dnom', 'pnum']));
    const after = await featureTags(await load('inter-latin-400-normal.woff2'), 'GSUB');
    expect([...after].filter((tag) => !FEATURES.includes(tag))).toEqual([]);
  });
});
