import { cohortFromCookies, cohortPosition, inCanary, newCohort, parseCohort } from './cohort';

describe('cohorts', () => {
  it('reads only a whole number the site could have made', () => {
    expect(parseCohort('0')).toBe(0);
    expect(parseCohort('4294967295')).toBe(4294967295);
    for (const forged of [undefined, '', '-1', '01', '1.5', '4294967296', '99999999999', 'abc', '1 ', '0x10']) expect(parseCohort(forged)).toBeUndefined();
  });

  it('finds the cohort in a Cookie header or document.cookie', () => {
    expect(cohortFromCookies('a=1; bbg-cohort=42; b=2')).toBe(42);
    for (const header of [undefined, '', 'bbg-cohort=-1', 'bbg-cohort=42x', 'xbbg-cohort=1']) expect(cohortFromCookies(header)).toBeUndefined();
  });

  it('makes cohorts across the whole range', () => {
    expect(newCohort(0)).toBe(0);
    expect(newCohort(0.999999999999)).toBe(4294967295);
    expect(parseCohort(String(newCohort(0.5)))).toBe(2147483648);
  });

  it('puts about the share asked for in a canary, the same visitor always the same way', () => {
    const cohorts = Array.from({ length: 4000 }, (_, i) => newCohort(((i * 2654435761) % 4294967296) / 4294967296));
    const share = cohorts.filter((cohort) => inCanary(cohort, 'legal', 25)).length / cohorts.length;
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.28);
    expect(cohorts.every((cohort) => inCanary(cohort, 'legal', 25) === inCanary(cohort, 'legal', 25))).toBe(true);
    expect(cohorts.filter((cohort) => inCanary(cohort, 'legal', 0))).toEqual([]);
    expect(cohorts.every((cohort) => inCanary(cohort, 'legal', 100))).toBe(true);
  });

  it('puts a cohort at exactly the share outside it: 0 % gives nobody the canary, 25 % stops short of 25.00', () => {
    // Cohorts that fall exactly on an edge (1 in 10,000 do): 14276 at 0.00 and 19622 at 25.00 for legal.
    expect(cohortPosition(14276, 'legal')).toBe(0);
    expect(inCanary(14276, 'legal', 0)).toBe(false);
    expect(inCanary(14276, 'legal', 0.01)).toBe(true);
    expect(cohortPosition(19622, 'legal')).toBe(25);
    expect(inCanary(19622, 'legal', 25)).toBe(false);
    expect(inCanary(19622, 'legal', 25.01)).toBe(true);
  });

  it('keeps a visitor in as the share grows, and places each remote independently', () => {
    const cohorts = Array.from({ length: 2000 }, (_, i) => i * 2147483 + 7);
    expect(cohorts.filter((c) => inCanary(c, 'legal', 10)).every((c) => inCanary(c, 'legal', 50))).toBe(true);
    const both = cohorts.filter((c) => inCanary(c, 'legal', 50) && inCanary(c, 'about', 50)).length / cohorts.length;
    expect(both).toBeGreaterThan(0.2);
    expect(both).toBeLessThan(0.3);
    expect(cohortPosition(12345, 'legal')).not.toBe(cohortPosition(12345, 'about'));
  });
});
