import { banners } from './banners';

describe('banner entries', () => {
  it('has every id the pages use, each once', () => {
    const ids = banners.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    const used = [2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 18, 19, 20, 21, 23, 24, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37];
    for (const id of used) expect(ids).toContain(id);
    expect(ids).not.toContain(14);
    expect(ids).not.toContain(17);
  });

  it('links only to internal routes or page sections', () => {
    for (const banner of banners) {
      if ('buttonLink' in banner) expect(banner.buttonLink).toMatch(/^(\/[a-z0-9-]*|#[a-z-]+)$/);
    }
  });
});
