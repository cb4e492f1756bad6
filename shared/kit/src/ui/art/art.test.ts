import { ART_HEIGHT, ART_WIDTH, artImage, artTopics, artUrl } from './art';
import { pictureWidths } from '@bbg/contract';

describe('art', () => {
  it('has a URL for every topic', () => {
    expect(artTopics).toHaveLength(12);
    for (const topic of artTopics) expect(artUrl(topic)).toEqual(expect.any(String));
    expect(artUrl('travel')).not.toBe('');
  });

  it('states the scenes’ intrinsic size, so images reserve their space', () => {
    expect(ART_WIDTH / ART_HEIGHT).toBeCloseTo(16 / 9);
  });

  it('offers each scene at a phone’s width and a wide screen’s, the full one as the fallback address', () => {
    expect(artImage('globe').srcSet).toMatch(/^\S+ 800w, \S+ 1600w$/);
    expect(artImage('globe').srcSet.endsWith(`${artUrl('globe')} 1600w`)).toBe(true);
  });

  it('gives an <img> its widths, its shown width (the viewport unless said) and its size', () => {
    expect(artImage('people')).toEqual({ src: artUrl('people'), srcSet: artImage('people').srcSet, sizes: '100vw', width: ART_WIDTH, height: ART_HEIGHT });
    expect(artImage('people', '50vw').sizes).toBe('50vw');
  });

  it('names a picture’s two widths and takes the larger as its address', () => {
    expect(pictureWidths('/m-800.webp', '/m-1600.webp', '50vw', 1000, 712)).toEqual({ src: '/m-1600.webp', srcSet: '/m-800.webp 800w, /m-1600.webp 1600w', sizes: '50vw', width: 1000, height: 712 });
  });
});
