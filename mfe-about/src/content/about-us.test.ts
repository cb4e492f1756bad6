import { sitePagePaths } from '@bbg/testing';
import en from './en/about-us.json';

const { aboutHero, aboutSections } = en;

describe('about us content', () => {
  it('has nine sections with the tooltips, in order, and unique ids', () => {
    const all = [aboutHero, ...aboutSections];
    expect(all.map((section) => section.tooltip)).toEqual(['About Us', 'Journey', 'Ambition', 'Our Work', 'BOD', 'Financial', 'Partners', 'Presence', 'Sustainability']);
    expect(new Set(all.map((section) => section.id)).size).toBe(9);
  });

  it('links only to real routes', () => {
    const known = new Set<string>(sitePagePaths());
    for (const section of aboutSections) for (const link of section.links) expect(known).toContain(link.to);
  });

  it('offers both profile downloads in Journey', () => {
    expect(aboutSections.find((section) => section.id === 'journey')?.downloads).toEqual(['Download PDF', 'Explore Our Story']);
  });

  it('shows the six stats of the group together in Financial', () => {
    const stats = aboutSections.find((section) => section.id === 'financial')?.stats ?? [];
    expect(stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '11+ Years',
      '30+ Countries',
      '100+ Award winners',
      '50+ Subsidiaries',
      '1K+ Team members',
      '100K+ Satisfied customers',
    ]);
  });
});
