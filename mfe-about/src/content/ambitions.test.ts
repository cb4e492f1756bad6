import { fill } from '@bbg/contract';
import { AMBITION_HASHTAG } from './ambitions';
import ar from './ar/ambitions.json';
import en from './en/ambitions.json';
import fr from './fr/ambitions.json';

describe('ambition data', () => {
  it('has the four objectives and eight values', () => {
    const ambition = en.ambitions.ourAmbition;
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
    expect(AMBITION_HASHTAG).toBe('#ExperienceBBG');
  });

  it('closes with the group hashtag, as it is, in every language', () => {
    for (const { ambitions } of [en, fr, ar]) {
      expect(ambitions.ourAmbition.paragraphs2.map((line) => fill(line, { hashtag: AMBITION_HASHTAG })).join(' ')).toContain(AMBITION_HASHTAG);
    }
  });

  it('keeps the documented message for an ambition with neither objectives nor values', () => {
    expect(en.AMBITION_NOT_FOUND).toBe('Data not found for the given ID.');
  });
});
