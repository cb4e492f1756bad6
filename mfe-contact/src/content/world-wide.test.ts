import { artTopics } from '@bbg/kit';
import english from './en/world-wide.json';
import { presenceFlags, type PresenceFlags } from './world-wide';

const { presenceCountries, worldWideBanner, worldWideSections } = english;
/** The flags by any country id, as the page reads them. */
const flags: PresenceFlags = presenceFlags;

describe('world wide content', () => {
  it('lists the countries in order, each once, then the other office countries', () => {
    expect(presenceCountries.map((country) => country.name)).toEqual([
      'India', 'UAE', 'Uganda', 'Kenya', 'Zimbabwe', 'Togo', 'Tanzania', 'South Africa', 'Senegal', 'Namibia', 'Mozambique',
      'Malawi', 'Madagascar', 'Ivory Coast', 'Ghana', 'Gabon', 'Congo', 'Djibouti', 'C.A.R', 'Cameroon', 'Nigeria', 'Angola',
      'Zambia', 'RDC',
    ]);
    expect(new Set(presenceCountries.map((country) => country.id)).size).toBe(presenceCountries.length);
    expect(Object.keys(presenceFlags)).toEqual(presenceCountries.map((country) => country.id));
  });

  it('gives every country one short sentence, a flag and a scene of the kit', () => {
    for (const country of presenceCountries) {
      expect(country.summary).toMatch(/^[A-Z].*\.$/);
      expect(country.summary.length).toBeLessThanOrEqual(100);
      expect(flags[country.id]).toBeTruthy();
      expect(artTopics).toContain(country.art);
    }
  });

  it('keeps the banner copy and figures of this page', () => {
    expect(`${worldWideBanner.title} ${worldWideBanner.highlight}`).toBe('Global Industry Leader');
    expect(worldWideBanner.subtitle).toBe('BBG in the Middle East, Africa, and Asia');
    expect(worldWideBanner.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual(['10+ Years', '50+ Branches', '20+ Countries']);
  });

  it('has the three sections with the tooltips', () => {
    expect(worldWideSections.map((section) => section.tooltip)).toEqual(['WorldWide', 'Overview', 'Presence']);
  });
});
