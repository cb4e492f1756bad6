/**
 * The art scenes as pictures (WebP), beside their SVG sources. A browser builds every SVG <img> into a document of
 * its own on the page's main thread (style, layout, paint of the scene): 30–320 ms per scene under a 4× slower CPU,
 * between the first paint and the page working. A WebP is decoded off the main thread. The SVGs stay the source
 * (tools/imagery/generate-art.ts); `npx tsx tools/imagery/rasterize-art.ts` renders them, and the pictures are
 * committed with a record of the SVG each was drawn from, which the tests check.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { repoRoot } from '../apps';

/** A phone's width (412 px at 1.75× is 721 px) and a wide screen's (1440 px). */
export const RASTER_WIDTHS = [800, 1600] as const;
export type RasterWidth = (typeof RASTER_WIDTHS)[number];

export const SCENES_FOLDER = join(repoRoot, 'shared/src/ui/art/scenes');
/** Which SVG each topic's pictures were drawn from: topic → sha256 of the SVG. */
export const RASTER_RECORD = join(SCENES_FOLDER, 'rasters.json');
export const WEBP_QUALITY = 0.8;

export const rasterName = (topic: string, width: RasterWidth): string => `${topic}-${width}.webp`;
export const sceneDigest = (svg: string): string => createHash('sha256').update(svg).digest('hex');

/** A WebP file's picture size from its header (lossy VP8, lossless VP8L or extended VP8X), or undefined when it is not one. */
export function webpSize(file: Uint8Array): { readonly width: number; readonly height: number } | undefined {
  const text = (start: number, end: number) => String.fromCharCode(...file.subarray(start, end));
  if (file.length < 30 || text(0, 4) !== 'RIFF' || text(8, 12) !== 'WEBP') return undefined;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  switch (text(12, 16)) {
    case 'VP8 ':
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    case 'VP8L': {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: (view.getUint32(24, true) & 0xffffff) + 1, height: (view.getUint32(27, true) & 0xffffff) + 1 };
    default:
      return undefined;
  }
}
