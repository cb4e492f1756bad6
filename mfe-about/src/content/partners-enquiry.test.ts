import { businessTypeChoices, countryChoices, yearsInBusinessChoices } from './partners-enquiry';

describe('partner form choices', () => {
  const values = countryChoices.map((choice) => choice.value);

  it('offers the countries of the package, at least 190, A to Z, then Dubai and Other', () => {
    expect(values.length).toBeGreaterThanOrEqual(192);
    expect(values.slice(-2)).toEqual(['Dubai', 'Other']);
    const countries = values.slice(0, -2);
    expect([...countries].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(countries);
    expect(countries).toEqual(expect.arrayContaining(['India', 'United Arab Emirates', 'Kenya', 'Cameroon']));
    expect(new Set(values).size).toBe(values.length);
  });

  it('offers the business types and years in business', () => {
    expect(businessTypeChoices.map((choice) => choice.value)).toEqual(['Agency', 'Operator']);
    expect(yearsInBusinessChoices.map((choice) => choice.value)).toEqual(['1-5', '5-10']);
  });
});
