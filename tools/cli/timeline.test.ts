/**
 * @jest-environment node
 */
import { LIGHTHOUSE_ROUTES } from '../lighthouse/lighthouse-options';
import { parseTimelineArgs } from './timeline';

describe('parseTimelineArgs', () => {
  it('measures the routes Lighthouse measures when given nothing, or the ones --routes names, as lighthouse takes them', () => {
    expect(parseTimelineArgs([])).toEqual(LIGHTHOUSE_ROUTES);
    expect(parseTimelineArgs(['--routes', '/, /brands'])).toEqual(['/', '/brands']);
    expect(parseTimelineArgs(['--routes=/spj'])).toEqual(['/spj']);
  });

  it.each([
    [['/brands'], /Unknown argument \/brands/],
    [['--routes'], /--routes takes paths/],
    [['--routes', 'brands'], /--routes takes paths/],
    [['--routes', '/', '--runs'], /Unknown argument --runs/],
    [['--routes=/', '/spj'], /Unknown argument \/spj/],
    [['--slow'], /Unknown argument --slow\nUsage: bbg timeline/],
  ])('refuses %j with a reason', (args, message) => {
    expect(() => parseTimelineArgs(args)).toThrow(message);
  });
});
