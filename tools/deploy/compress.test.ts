/**
 * @jest-environment node
 */
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { compressedCopies } from './compress';

const text = Buffer.from('body { color: #123456; }\n'.repeat(100));

describe('compressedCopies', () => {
  it('gives what a browser fetches a .br and a .gz copy, each decompressing to the file', async () => {
    for (const name of ['static/js/main.1a2b3c.js', 'static/css/page.css', 'about-us.html', 'sitemap.xml']) {
      const copies = Object.fromEntries(await compressedCopies(name, text));
      expect(Object.keys(copies)).toEqual(['.br', '.gz']);
      expect(brotliDecompressSync(copies['.br']!)).toEqual(text);
      expect(gunzipSync(copies['.gz']!)).toEqual(text);
    }
  });

  it('leaves alone a render bundle, which no browser fetches, images, and small files but the registry', async () => {
    expect(await compressedCopies('remotes/legal/1.0.0-abc/server/pages.cjs', text)).toEqual([]);
    expect(await compressedCopies('preview.jpg', text)).toEqual([]);
    expect(await compressedCopies('robots.txt', Buffer.from('User-agent: *\n'))).toEqual([]);
    expect((await compressedCopies('registry.json', Buffer.from('{}'))).map(([suffix]) => suffix)).toEqual(['.br', '.gz']);
  });

  it('compresses pages, made again by every release, at quality 10, and what is compressed once per version at 11', async () => {
    const page = Buffer.from(Array.from({ length: 400 }, (_, i) => `<p class="c${i % 7}">Line ${i * 7919 % 1000} of the page</p>`).join('\n'));
    const at = (quality: number): Buffer => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    expect(at(10).equals(at(11))).toBe(false);
    expect(Object.fromEntries(await compressedCopies('about-us.html', page))['.br']).toEqual(at(10));
    expect(Object.fromEntries(await compressedCopies('static/js/main.1a2b3c.js', page))['.br']).toEqual(at(11));
  });
});
