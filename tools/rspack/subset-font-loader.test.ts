/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../apps';
import glyphs from './font-glyphs.json';

const loader = createRequire(__filename)('./subset-font-loader.cjs') as (this: unknown, source: Buffer) => void;

/** Runs the loader as Rspack would, on a file of the kit's fonts. */
function load(file: string, family = 'inter'): Promise<Buffer> {
  const resourcePath = join(repoRoot, `node_modules/@fontsource/${family}/files`, file);
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

describe.each(['400', '700'])('the Arabic face at %s', (weight) => {
  const { ARABIC_FEATURES, FEATURES } = createRequire(__filename)('./subset-font-loader.cjs') as { ARABIC_FEATURES: string[]; FEATURES: string[] };
  const file = `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;
  const source = readFileSync(join(repoRoot, 'node_modules/@fontsource/ibm-plex-sans-arabic/files', file));

  it("is cut to the copy's Arabic (font-glyphs.json's arabic list), keeping the features that join its letters and place its marks", async () => {
    const font = await load(file, 'ibm-plex-sans-arabic');
    expect(font.length).toBeLessThan(source.length / 2);
    expect([...(await featureTags(font, 'GSUB'))]).toEqual(expect.arrayContaining(['init', 'medi', 'fina', 'rlig', 'calt']));
    expect([...(await featureTags(font, 'GPOS'))]).toEqual(expect.arrayContaining(['mark', 'mkmk', 'kern']));
    expect([...(await featureTags(font, 'GSUB')), ...(await featureTags(font, 'GPOS'))].filter((tag) => !ARABIC_FEATURES.includes(tag))).toEqual([]);
  });

  it('sets every Arabic word of the copy as the whole face does: the same joined forms, advances and mark places', async () => {
    const words = arabicWords();
    expect(words.length).toBeGreaterThan(500);
    expect(shapedDifferently(source, await load(file, 'ibm-plex-sans-arabic'), words)).toEqual([]);
    // Cut with the Latin faces' features, the letters stood alone: most words came out otherwise.
    const subsetFont = createRequire(__filename)('subset-font') as (font: Buffer, text: string, options: object) => Promise<Buffer>;
    const latinCut = await subsetFont(source, glyphs.arabic, { targetFormat: 'woff2', keepFeatures: FEATURES });
    expect(shapedDifferently(source, latinCut, words).length).toBeGreaterThan(words.length / 2);
  }, 30_000);
});

describe('the glyph list a file is cut to', () => {
  it("is its @fontsource subset's, named by the file; a subset with no list fails the build", async () => {
    await expect(load('inter-latin-400-normal.woff2')).resolves.toBeInstanceOf(Buffer);
    await expect(load('ibm-plex-sans-arabic-latin-ext-400-normal.woff2', 'ibm-plex-sans-arabic')).rejects.toThrow(/no glyph list for its @fontsource subset \(latin-ext\)/);
  });
});

/** Every word of Arabic in the apps' Arabic copy and the language menu (a run of Arabic letters: between two, a space or a Latin word is set in Inter or Sora). */
function arabicWords(): string[] {
  const dirs = ['shell/src/content/ar', ...['about', 'brands', 'media', 'contact', 'legal'].map((id) => `mfe-${id}/src/content/ar`)];
  const files = [...dirs.flatMap((dir) => readdirSync(join(repoRoot, dir)).map((name) => join(repoRoot, dir, name))), join(repoRoot, 'shared/contract/src/locales.ts')];
  return [...new Set(files.flatMap((path) => readFileSync(path, 'utf8').match(/\p{scx=Arabic}+/gu) ?? []))];
}

/**
 * The words HarfBuzz (the shaper in Chrome, Firefox and Android) sets otherwise in `cut` than in `whole`: other
 * glyph advances, mark offsets or clusters, or a glyph missing. harfbuzzjs is an ES module, so it runs in a process
 * of its own.
 */
function shapedDifferently(whole: Buffer, cut: Buffer, words: readonly string[]): string[] {
  const script = `
    import { createRequire } from 'node:module';
    import { pathToFileURL } from 'node:url';
    const require = createRequire(process.argv[1]);
    const hb = await import(pathToFileURL(require.resolve('harfbuzzjs')).href);
    const { convert } = require('fontverter');
    const input = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    const fontOf = async (base64) => new hb.Font(new hb.Face(new hb.Blob(await convert(Buffer.from(base64, 'base64'), 'sfnt'))));
    const [whole, cut] = [await fontOf(input.whole), await fontOf(input.cut)];
    const set = (font, word) => {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const infos = buffer.getGlyphInfos();
      return JSON.stringify(buffer.getGlyphPositions().map((p, i) => [infos[i].cluster, infos[i].codepoint === 0, p.xAdvance, p.xOffset, p.yOffset]));
    };
    process.stdout.write(JSON.stringify(input.words.filter((word) => set(whole, word) !== set(cut, word))));
  `;
  const input = JSON.stringify({ whole: whole.toString('base64'), cut: cut.toString('base64'), words });
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, join(repoRoot, 'package.json')], { input, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}
