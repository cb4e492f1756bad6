/** One image of an .ico file: a PNG of a square icon (Windows Vista+ and every browser read PNG entries). */
export interface IcoImage {
  readonly size: number;
  readonly png: Buffer;
}

/** The sizes favicon.ico holds (tab, taskbar, desktop) and the size of apple-touch-icon.png. */
export const ICO_SIZES = [16, 32, 48] as const;
export const TOUCH_ICON_SIZE = 180;
/** The size each page carries inline as its icon (tools/rspack/create-config.ts). */
export const INLINE_ICON_SIZE = 32;

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** Packs square PNGs into an ICO container: a header, one directory entry per image, then the images. */
export function packIco(images: readonly IcoImage[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER_BYTES + ENTRY_BYTES * images.length;
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new Error(`An icon is 1 to 256 pixels wide, not ${size}`);
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size % 256, 0); // 0 means 256
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The images an .ico holds, as its directory lists them: the build inlines one, the tests check them all. */
export function readIco(ico: Buffer): IcoImage[] {
  if (ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) throw new Error('Not an icon file');
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const at = HEADER_BYTES + ENTRY_BYTES * i;
    const start = ico.readUInt32LE(at + 12);
    return { size: ico.readUInt8(at) || 256, png: ico.subarray(start, start + ico.readUInt32LE(at + 8)) };
  });
}

/**
 * Width and height from a PNG's IHDR chunk.
 * @internal (exported for tests and tools only)
 */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) throw new Error('Not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
