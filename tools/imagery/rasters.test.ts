/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../apps';
import { FLAG_SOURCES, RASTER_RECORD, RASTER_SOURCES, svgDigest, svgSize, webpQuality, webpSize } from './rasters';

const record = JSON.parse(readFileSync(RASTER_RECORD, 'utf8')) as Record<string, string>;
const read = (path: string) => readFileSync(join(repoRoot, path));

describe('the SVG pictures as WebP', () => {
  it('covers every art scene, the contact map and every flag', () => {
    const svgs = RASTER_SOURCES.map((source) => source.svg);
    expect(svgs).toEqual(expect.arrayContaining(['shared/kit/src/ui/art/scenes/globe.svg', 'mfe-contact/src/assets/office-map.svg', `${FLAG_SOURCES}/in.svg`]));
    expect(svgs.filter((svg) => svg.startsWith(FLAG_SOURCES))).toHaveLength(readdirSync(join(repoRoot, FLAG_SOURCES)).length);
  });

  it('records no picture set the sources do not name', () => {
    expect(Object.keys(record).sort()).toEqual(RASTER_SOURCES.map((source) => source.svg).sort());
  });

  it.each(RASTER_SOURCES.map((source) => source.svg))('%s was drawn from the SVG there now (run rasterize.ts after changing it)', (svg) => {
    expect(record[svg]).toBe(svgDigest(read(svg).toString('utf8')));
  });

  it.each(RASTER_SOURCES.flatMap(({ svg, pictures }) => pictures.map((picture) => [picture.path, svg, picture.width] as const)))('%s is a WebP of its SVG’s shape, and small', (path, svg, width) => {
    const size = svgSize(read(svg).toString('utf8'));
    const file = read(path);
    expect(webpSize(file)).toEqual({ width, height: Math.round((width * size.height) / size.width) });
    expect(file.length).toBeLessThan(width <= 80 ? 6 * 1024 : width <= 800 ? 20 * 1024 : 45 * 1024);
  });
});

describe('webpQuality', () => {
  it("encodes the art scenes' phone pictures more coarsely than the rest: only they lie under a hero's scrim or are shown smaller", () => {
    expect(webpQuality('shared/kit/src/ui/art/scenes/globe-800.webp', 800)).toBe(0.65);
    expect(webpQuality('shared/kit/src/ui/art/scenes/globe-1600.webp', 1600)).toBe(0.8);
    expect(webpQuality('mfe-contact/src/assets/office-map-800.webp', 800)).toBe(0.8);
    expect(webpQuality('mfe-contact/src/assets/flags/in.webp', 80)).toBe(0.8);
  });
});

describe('svgSize', () => {
  it('reads the root element’s width and height', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 712" width="1000" height="712"><rect width="5" height="5"/></svg>')).toEqual({ width: 1000, height: 712 });
  });

  it('falls back to the viewBox, as flag-icons states its size', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" id="flag-icons-in" viewBox="0 0 640 480"><path d="M0 0h640v160H0z"/></svg>')).toEqual({ width: 640, height: 480 });
  });

  it('refuses an SVG that does not state its size', () => {
    expect(() => svgSize('<svg><rect width="5" height="5"/></svg>')).toThrow('states no size');
  });
});

describe('webpSize', () => {
  const riff = (chunk: string, body: number[]) => Uint8Array.from([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP'), ...Buffer.from(chunk), ...body]);

  it('reads a lossy picture’s size from its frame header', () => {
    // Chunk size (4), frame tag (3), start code (3), then 14-bit width and height with 2 bits of scale each.
    const body = [0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03 | 0xc0, 0xc2, 0x01];
    expect(webpSize(riff('VP8 ', [...body, ...new Array(8).fill(0)]))).toEqual({ width: 800, height: 450 });
  });

  it('reads a lossless and an extended picture’s size', () => {
    const bits = (800 - 1) | ((450 - 1) << 14);
    expect(webpSize(riff('VP8L', [0, 0, 0, 0, 0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, ...new Array(8).fill(0)]))).toEqual({ width: 800, height: 450 });
    expect(webpSize(riff('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, 0x1f, 0x03, 0, 0xc1, 0x01, 0, ...new Array(8).fill(0)]))).toEqual({ width: 800, height: 450 });
  });

  it('says nothing of a file that is not a WebP', () => {
    expect(webpSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"></svg>'))).toBeUndefined();
    expect(webpSize(new Uint8Array(4))).toBeUndefined();
  });
});
