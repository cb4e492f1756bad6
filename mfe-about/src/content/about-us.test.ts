import { pagePaths } from '@bbg/shared/contract';
import { aboutHero, aboutSections } from './about-us';

describe('about us content', () => {
  it('has nine sections with the tooltips of the spec, in order, and unique ids', () => {
    const all = [aboutHero, ...aboutSections];
    expect(all.map((section) => section.tooltip)).toEqual(['About Us', 'Journey', 'Ambition', 'Our Work', 'BOD', 'Financial', 'Partners', 'Presence', 'Sustainability']);
    expect(new Set(all.map((section) => section.id)).size).toBe(9);
  });

  it('links only to real routes', () => {
    const known = new Set<string>(pagePaths);
    for (const section of aboutSections) for (const link of section.links) expect(known).toContain(link.to);
  });

  it('offers both profile downloads in Journey', () => {
    expect(aboutSections.find((section) => section.id === 'journey')?.downloads).toEqual(['Download PDF', 'Explore Our Story']);
  });
});
