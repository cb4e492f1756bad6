import { ART_HEIGHT, ART_WIDTH, artImage, artSrcSet, artTopics, artUrl } from './art';

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
    expect(artSrcSet('globe')).toMatch(/^\S+ 800w, \S+ 1600w$/);
    expect(artSrcSet('globe').endsWith(`${artUrl('globe')} 1600w`)).toBe(true);
  });

  it('gives an <img> its widths, its shown width (the viewport unless said) and its size', () => {
    expect(artImage('people')).toEqual({ src: artUrl('people'), srcSet: artSrcSet('people'), sizes: '100vw', width: ART_WIDTH, height: ART_HEIGHT });
    expect(artImage('people', '50vw').sizes).toBe('50vw');
  });
});
