import { brandSites, shareTargets, socialLinks } from './external-links';

describe('external links', () => {
  it('are all https', () => {
    for (const url of [...Object.values(socialLinks), ...Object.values(brandSites)]) expect(url).toMatch(/^https:\/\/[^\s]+$/);
  });

  it('build the share URLs', () => {
    const page = 'https://bbg.example/our-ambition';
    expect(shareTargets.facebook(page)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fbbg.example%2Four-ambition');
    expect(shareTargets.twitter(page, 'Check out this page from BBG!')).toContain('text=Check%20out%20this%20page%20from%20BBG!');
    expect(shareTargets.linkedin(page)).toContain('/sharing/share-offsite/?url=');
  });
});
