/**
 * @jest-environment node
 */
import { LIGHTHOUSE_ROUTES, parseLighthouseArgs } from './lighthouse-options';

describe('parseLighthouseArgs', () => {
  it('measures the eight routes of issue 14, repeat visit then first visit, when given nothing', () => {
    expect(parseLighthouseArgs([])).toEqual({ routes: LIGHTHOUSE_ROUTES, visits: ['repeat', 'first'], runs: 1 });
    expect(LIGHTHOUSE_ROUTES).toEqual(['/', '/about-us', '/brands', '/spj', '/partners', '/media-center', '/contact-us', '/privacy-policy']);
  });

  it('limits the routes and the visits', () => {
    expect(parseLighthouseArgs(['--routes', '/, /spj', '--first-only'])).toEqual({ routes: ['/', '/spj'], visits: ['first'], runs: 1 });
    expect(parseLighthouseArgs(['--routes=/partners', '--repeat-only', '--runs', '3'])).toEqual({ routes: ['/partners'], visits: ['repeat'], runs: 3 });
  });

  it.each([
    [['--routes'], /--routes takes paths/],
    [['--routes', 'about-us'], /--routes takes paths/],
    [['--repeat-only', '--first-only'], /not both/],
    [['--desktop'], /Unknown argument --desktop/],
    [['--runs', '0'], /--runs takes a whole number/],
    [['--runs'], /--runs takes a whole number/],
  ])('refuses %j with a reason', (args, message) => {
    expect(() => parseLighthouseArgs(args)).toThrow(message);
  });
});
