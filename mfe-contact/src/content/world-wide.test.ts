import { presenceCountries, worldWideBanner } from './world-wide';

describe('world wide content', () => {
  it('lists the spec\u2019s countries in order, each once', () => {
    expect(presenceCountries.map((country) => country.name)).toEqual([
      'India', 'UAE', 'Uganda', 'Kenya', 'Zimbabwe', 'Togo', 'Tanzania', 'South Africa', 'Senegal', 'Namibia', 'Mozambique',
      'Malawi', 'Madagascar', 'Ivory Coast', 'Ghana', 'Gabon', 'Congo', 'Djibouti', 'C.A.R', 'Cameroon', 'Nigeria', 'Angola',
    ]);
    expect(new Set(presenceCountries.map((country) => country.id)).size).toBe(presenceCountries.length);
  });

  it('gives every country one short sentence', () => {
    for (const country of presenceCountries) {
      expect(country.summary).toMatch(/^[A-Z].*\.$/);
      expect(country.summary.length).toBeLessThanOrEqual(100);
    }
  });

  it('keeps the banner figures of this page', () => {
    expect(worldWideBanner.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual(['10+ Years', '50+ Branches', '20+ Countries']);
  });
});
