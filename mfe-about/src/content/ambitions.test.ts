import { AMBITION_HASHTAG, AMBITION_NOT_FOUND, ambitions, findAmbition, OUR_AMBITION_ID } from './ambitions';

describe('ambition data', () => {
  it('has the four objectives and eight values', () => {
    const ambition = findAmbition(OUR_AMBITION_ID);
    expect(ambition?.objectives.map((objective) => objective.title)).toEqual([
      'Building Iconic Brands',
      'Expanding Global Footprint',
      'Delivering Exceptional Service',
      'Promoting Sustainable Travel',
    ]);
    expect(ambition?.objectives2.map((value) => value.title)).toEqual([
      'People First',
      'No Compromise',
      'Efficiency',
      'Simplicity',
      'Informed',
      'Passion for Exploration',
      'Convenience',
      'Social Connection',
    ]);
    expect(ambition?.paragraphs2.join(' ')).toContain(AMBITION_HASHTAG);
    expect(AMBITION_HASHTAG).toBe('#ExperienceBBG');
  });

  it('has unique ids and finds nothing for an unknown one', () => {
    expect(new Set(ambitions.map((ambition) => ambition.id)).size).toBe(ambitions.length);
    expect(findAmbition(99)).toBeUndefined();
    expect(AMBITION_NOT_FOUND).toBe('Data not found for the given ID.');
  });
});
