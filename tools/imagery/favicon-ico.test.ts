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
  // during load on a phone, where a bitmap decodes in a fraction of it. Not /favicon.ico either: its request would
  // compete with the first paint's font and picture (docs/decisions/0037-an-inline-site-icon.md).
  it('every page carries its icon inline, as the 32 px picture of the .ico, and links the touch icon at the root', () => {
    const html = readFileSync(join(root, 'tools/rspack/index.html'), 'utf8');
    const icons = [...html.matchAll(/<link rel="icon".*\/>/g)].map(([link]) => link);
    expect(icons).toEqual(['<link rel="icon" href="<%= iconDataUrl %>" sizes="32x32" type="image/png" />']);
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });
});
