/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ICO_SIZES, packIco, pngSize, readIco, TOUCH_ICON_SIZE } from './favicon-ico';

const root = join(__dirname, '../..');
const png = (width: number): Buffer => {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(width, 20);
  return bytes;
};

describe('favicon.ico', () => {
  it('packs PNGs into an icon directory that reads back the same', () => {
    const images = [16, 32, 256].map((size) => ({ size, png: png(size) }));
    const ico = packIco(images);
    expect(ico.subarray(0, 6)).toEqual(Buffer.from([0, 0, 1, 0, 3, 0]));
    expect(readIco(ico)).toEqual(images);
  });

  it('refuses a size an icon directory cannot hold', () => {
    expect(() => packIco([{ size: 512, png: png(512) }])).toThrow(/1 to 256 pixels/);
  });

  it('the committed favicon.ico holds the rendered icon at every size, and the touch icon is its size', () => {
    const images = readIco(readFileSync(join(root, 'shared/kit/public/favicon.ico')));
    expect(images.map((image) => image.size)).toEqual([...ICO_SIZES]);
    for (const image of images) expect(pngSize(image.png)).toEqual({ width: image.size, height: image.size });
    expect(pngSize(readFileSync(join(root, 'shared/kit/public/apple-touch-icon.png')))).toEqual({ width: TOUCH_ICON_SIZE, height: TOUCH_ICON_SIZE });
  });

  // Not the SVG: a browser builds an SVG icon into a document of its own on the page's main thread, a long task
  // during load on a phone (17 ms on a desktop core), where the .ico's bitmaps decode in a fraction of it.
  it('every page links the .ico and the touch icon at the root, where every app serves them, and not the SVG', () => {
    const html = readFileSync(join(root, 'tools/rspack/index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');
    expect(html).not.toContain('favicon.svg');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });
});
