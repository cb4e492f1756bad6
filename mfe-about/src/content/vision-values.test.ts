import { coreValues, visionCard } from './vision-values';

describe('vision and values content', () => {
  it('states the vision', () => {
    expect(visionCard.title).toBe('Great People + Great Experience = Great Organization');
    expect(`${visionCard.terms.join(' + ')} = ${visionCard.result}`).toBe(visionCard.title);
  });

  it('has the four values, in order, with unique ids and text', () => {
    expect(coreValues.map((value) => value.title)).toEqual(['Excellence', 'Obsession', 'Integrity', 'Collaboration']);
    expect(new Set(coreValues.map((value) => value.id)).size).toBe(4);
    for (const value of coreValues) expect(value.text.length).toBeGreaterThan(0);
  });
});
