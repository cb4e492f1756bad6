/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artTopics } from '@bbg/shared/ui/art/art';
import { RASTER_RECORD, RASTER_WIDTHS, SCENES_FOLDER, rasterName, sceneDigest, webpSize } from './art-rasters';
import { SCENE_HEIGHT, SCENE_WIDTH } from './generate-art';

const record = JSON.parse(readFileSync(RASTER_RECORD, 'utf8')) as Record<string, string>;

describe('the art scenes as pictures', () => {
  it.each(artTopics)('%s was rendered from the committed SVG (run rasterize-art.ts after generate-art.ts)', (topic) => {
    expect(record[topic]).toBe(sceneDigest(readFileSync(join(SCENES_FOLDER, `${topic}.svg`), 'utf8')));
  });

  it.each(artTopics.flatMap((topic) => RASTER_WIDTHS.map((width) => [topic, width] as const)))('%s at %i px is a WebP of the scene’s shape, and small', (topic, width) => {
    const file = readFileSync(join(SCENES_FOLDER, rasterName(topic, width)));
    expect(webpSize(file)).toEqual({ width, height: (width * SCENE_HEIGHT) / SCENE_WIDTH });
    expect(file.length).toBeLessThan(width === 800 ? 14 * 1024 : 30 * 1024);
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
