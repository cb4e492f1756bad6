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
    [['/brands'], /^Unexpected argument '\/brands'\. Usage: bbg timeline/],
    [['--routes'], /^--routes needs a value\. Usage: bbg timeline/],
    [['--routes', 'brands'], /^--routes takes paths separated by commas, like \/,\/about-us; got brands Usage: bbg timeline/],
    [['--routes', '/', '--runs'], /^Unknown argument '--runs'\. Usage: bbg timeline/],
    [['--routes=/', '/spj'], /^Unexpected argument '\/spj'\. Usage: bbg timeline/],
    [['--slow'], /^Unknown argument '--slow'\. Usage: bbg timeline \[--routes \/a,\/b\]$/],
  ])('refuses %j with a reason, in one line', (args, message) => {
    expect(() => parseTimelineArgs(args)).toThrow(message);
  });
});
