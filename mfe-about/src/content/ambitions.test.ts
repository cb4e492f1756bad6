import { AMBITION_HASHTAG, AMBITION_NOT_FOUND, ambitions } from './ambitions';

describe('ambition data', () => {
  it('has the four objectives and eight values', () => {
    const ambition = ambitions.ourAmbition;
    expect(ambition.objectives.map((objective) => objective.title)).toEqual([
      'Building Iconic Brands',
      'Expanding Global Footprint',
      'Delivering Exceptional Service',
      'Promoting Sustainable Travel',
    ]);
    expect(ambition.objectives2.map((value) => value.title)).toEqual([
      'People First',
      'No Compromise',
      'Efficiency',
      'Simplicity',
      'Informed',
      'Passion for Exploration',
      'Convenience',
      'Social Connection',
    ]);
    expect(ambition.paragraphs2.join(' ')).toContain(AMBITION_HASHTAG);
    expect(AMBITION_HASHTAG).toBe('#ExperienceBBG');
  });

  it('keeps the documented message for an ambition with neither objectives nor values', () => {
    expect(AMBITION_NOT_FOUND).toBe('Data not found for the given ID.');
  });
});
