import { withBasename, withoutBasename } from './navigator';

describe('a locale prefix on site paths', () => {
  it('puts a path under the prefix, the home page as the prefix alone', () => {
    expect(withBasename('/fr', '/about-us')).toBe('/fr/about-us');
    expect(withBasename('/fr', '/')).toBe('/fr');
    expect(withBasename('/fr', '/?q=1#top')).toBe('/fr?q=1#top');
    expect(withBasename('', '/about-us')).toBe('/about-us');
    expect(withBasename('/fr', '#section')).toBe('#section');
  });

  it('takes the prefix off a pathname, and nothing off a path that only starts with its letters', () => {
    expect(withoutBasename('/fr', '/fr/about-us')).toBe('/about-us');
    expect(withoutBasename('/fr', '/fr')).toBe('/');
    expect(withoutBasename('/fr', '/FR/About-us')).toBe('/About-us');
    expect(withoutBasename('/fr', '/france')).toBe('/france');
    expect(withoutBasename('', '/fr/about-us')).toBe('/fr/about-us');
  });
});
