import countryNames from 'countries-list/minimal/countries.en.min.json';
import ar from './ar/partners-enquiry.json';
import en from './en/partners-enquiry.json';
import fr from './fr/partners-enquiry.json';

describe('partner form choices', () => {
  const values = en.countryChoices.map((choice) => choice.value);

  it('offers the countries of the package, at least 190, A to Z, then Dubai and Other', () => {
    expect(values.length).toBeGreaterThanOrEqual(192);
    expect(values).toEqual([...Object.values(countryNames).sort((a, b) => a.localeCompare(b, 'en')), 'Dubai', 'Other']);
    expect(values).toEqual(expect.arrayContaining(['India', 'United Arab Emirates', 'Kenya', 'Cameroon']));
    expect(new Set(values).size).toBe(values.length);
    for (const choice of en.countryChoices) expect(choice.label).toBe(choice.value);
  });

  it('offers the business types and years in business', () => {
    expect(en.businessTypeChoices.map((choice) => choice.value)).toEqual(['Agency', 'Operator']);
    expect(en.yearsInBusinessChoices.map((choice) => choice.value)).toEqual(['1-5', '5-10']);
  });

  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('sends the English values in %s, the countries then Dubai and Other', (_, words) => {
    const theirs = words.countryChoices.map((choice) => choice.value);
    expect([...theirs.slice(0, -2)].sort()).toEqual([...values.slice(0, -2)].sort());
    expect(theirs.slice(-2)).toEqual(['Dubai', 'Other']);
    expect(words.businessTypeChoices.map((choice) => choice.value)).toEqual(en.businessTypeChoices.map((choice) => choice.value));
    expect(words.yearsInBusinessChoices.map((choice) => choice.value)).toEqual(en.yearsInBusinessChoices.map((choice) => choice.value));
  });
});
