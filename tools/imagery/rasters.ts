/**
 * The site's SVG pictures (the generated art scenes and contact map, the flags) as WebP, beside their sources. A browser
 * builds every SVG <img> into a document of its own on the page's main thread (style, layout and paint of the
 * picture): 70–200 ms each under a 4× slower CPU, a 1 KB flag as much as the 49 KB map (the first one sets up what
 * every SVG document needs), between the first paint and the page working. A WebP is decoded off the main thread. The SVGs stay the sources (generate-art.ts,
 * generate-contact-map.ts); `npx tsx tools/imagery/rasterize.ts` renders them, and the pictures are committed with a
 * record of the SVG each was drawn from (rasters.json), which the tests check.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PICTURE_WIDTHS } from '@bbg/contract';
import { repoRoot } from '../apps';
import { topics } from './generate-art';

interface RasterPicture {
  readonly width: number;
  /** From the repository's root. */
  readonly path: string;
}

export interface RasterSource {
  /** The SVG, from the repository's root. */
  readonly svg: string;
  readonly pictures: readonly RasterPicture[];
}

/** Where the art scenes are drawn, beside their SVGs. */
const ART_SCENES = 'shared/kit/src/ui/art/scenes/';

/** A page picture at each of the widths pages name in srcset, beside its SVG (globe-800.webp). */
const pagePictures = (svg: string): RasterSource => ({ svg, pictures: PICTURE_WIDTHS.map((width) => ({ width, path: svg.replace(/\.svg$/, `-${width}.webp`) })) });

/** The flags flag-icons draws (4:3), shown at most 40 px wide: twice that, in the contact remote's flags folder. */
export const FLAG_SOURCES = 'node_modules/flag-icons/flags/4x3';
const FLAG_PICTURES = 'mfe-contact/src/assets/flags';
const flagPicture = (file: string): RasterSource => ({ svg: `${FLAG_SOURCES}/${file}`, pictures: [{ width: 80, path: `${FLAG_PICTURES}/${file.replace(/\.svg$/, '.webp')}` }] });

export const RASTER_SOURCES: readonly RasterSource[] = [
  ...topics.map((topic) => pagePictures(`${ART_SCENES}${topic}.svg`)),
  pagePictures('mfe-contact/src/assets/office-map.svg'),
  ...readdirSync(join(repoRoot, FLAG_SOURCES))
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map(flagPicture),
];

/** Which SVG each picture set was drawn from: SVG path → sha256 of the SVG. */
export const RASTER_RECORD = join(repoRoot, 'tools/imagery/rasters.json');
/**
 * How finely each picture is encoded (canvas.toBlob's WebP quality). The phone's width, 800 px, at 0.65: on a phone a
 * hero's picture lies under a scrim of 72-80 % ink and a card's is shown a fifth smaller than drawn, so the flat art
 * looks the same as at 0.8, and it is a fifth smaller (globe: 10.6 KB to 8.3 KB). The hero's picture is one of the
 * requests a phone's largest paint waits for. The wide screen's 1600 px, seen at full size beside a lighter scrim,
 * the contact map (fine lines and labels) and the flags (sharp edges) at 0.8.
 */
export const webpQuality = (path: string, width: number): number => (width === PICTURE_WIDTHS[0] && path.startsWith(ART_SCENES) ? 0.65 : 0.8);

export const svgDigest = (svg: string): string => createHash('sha256').update(svg).digest('hex');

/** An SVG's size from its root element: its width and height, or else its viewBox's. */
export function svgSize(svg: string): { readonly width: number; readonly height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const number = '(\\d+(?:\\.\\d+)?)';
  const box = new RegExp(`\\sviewBox="[-\\d.]+[ ,]+[-\\d.]+[ ,]+${number}[ ,]+${number}"`).exec(root);
  const width = Number(new RegExp(`\\swidth="${number}"`).exec(root)?.[1] ?? box?.[1]);
  const height = Number(new RegExp(`\\sheight="${number}"`).exec(root)?.[1] ?? box?.[2]);
  if (!(width > 0 && height > 0)) throw new Error(`The SVG states no size (width and height, or a viewBox) on its root: ${root.slice(0, 120)}`);
  return { width, height };
}

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
