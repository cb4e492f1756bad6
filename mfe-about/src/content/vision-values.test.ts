import ar from './ar/vision-values.json';
import en from './en/vision-values.json';
import fr from './fr/vision-values.json';

describe('vision and values content', () => {
  it('states the vision', () => {
    expect(en.visionCard.title).toBe('Great People + Great Experience = Great Organization');
  });

  it('writes the vision as its equation, in every language', () => {
    for (const { visionCard } of [en, fr, ar]) expect(`${visionCard.terms.join(' + ')} = ${visionCard.result}`).toBe(visionCard.title);
  });

  it('has the four values, in order, with unique ids and text', () => {
    const { coreValues } = en;
    expect(coreValues.map((value) => value.title)).toEqual(['Excellence', 'Obsession', 'Integrity', 'Collaboration']);
    expect(new Set(coreValues.map((value) => value.id)).size).toBe(4);
    for (const value of coreValues) expect(value.text.length).toBeGreaterThan(0);
  });
});
