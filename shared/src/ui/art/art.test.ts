import { ART_HEIGHT, ART_WIDTH, artTopics, artUrl } from './art';

describe('art', () => {
  it('has a URL for every topic', () => {
    expect(artTopics).toHaveLength(12);
    for (const topic of artTopics) expect(artUrl(topic)).toEqual(expect.any(String));
    expect(artUrl('travel')).not.toBe('');
  });

  it('states the scenes’ intrinsic size, so images reserve their space', () => {
    expect(ART_WIDTH / ART_HEIGHT).toBeCloseTo(16 / 9);
  });
});
