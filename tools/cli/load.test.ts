/**
 * @jest-environment node
 */
import { loadOptions } from './load';

describe('loadOptions', () => {
  it('takes 5 s and 50 connections unless told, and each flag once with a whole number in its range', () => {
    expect(loadOptions([])).toEqual({ duration: 5, connections: 50 });
    expect(loadOptions(['--connections', '500', '--duration', '1'])).toEqual({ duration: 1, connections: 500 });
  });

  it.each([
    [['--duration', '61'], /--duration must be a whole number from 1 to 60/],
    [['--duration', 'abc'], /--duration must be a whole number from 1 to 60/],
    [['--connections'], /--connections must be a whole number from 1 to 500/],
    [['--connections', '2.5'], /--connections must be a whole number from 1 to 500/],
    [['--duraton', '5'], /Unknown or repeated argument '--duraton'/],
    [['--duration', '5', '--duration', '6'], /Unknown or repeated argument '--duration'/],
  ])('refuses %j', (args, message) => {
    expect(() => loadOptions(args)).toThrow(message);
  });
});
