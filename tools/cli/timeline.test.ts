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
    [['/brands'], /^Unexpected argument '\/brands'\. Usage: npm run timeline -- /],
    [['--routes'], /^--routes needs a value\. Usage: npm run timeline -- /],
    [['--routes', 'brands'], /^--routes takes page paths separated by commas, like \/,\/about-us; got brands\. Usage: npm run timeline -- /],
    [['--routes=/../../etc'], /^--routes takes page paths separated by commas, like \/,\/about-us; got \/\.\.\/\.\.\/etc\. Usage: npm run timeline -- /],
    [['--routes', '/', '--runs'], /^Unknown argument '--runs'\. Usage: npm run timeline -- /],
    [['--routes=/', '/spj'], /^Unexpected argument '\/spj'\. Usage: npm run timeline -- /],
    [['--slow'], /^Unknown argument '--slow'\. Usage: npm run timeline -- \[--routes \/a,\/b\]$/],
  ])('refuses %j with a reason, in one line', (args, message) => {
    expect(() => parseTimelineArgs(args)).toThrow(message);
  });
});
