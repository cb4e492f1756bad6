/**
 * @jest-environment node
 */
import { LIGHTHOUSE_ROUTES } from '../lighthouse/lighthouse-options';
import { lighthouseOptions } from './lighthouse-args';

describe('lighthouseOptions', () => {
  it('measures the eight routes of issue 14, repeat visit then first visit, once, when given nothing', () => {
    expect(lighthouseOptions([])).toEqual({ routes: LIGHTHOUSE_ROUTES, visits: ['repeat', 'first'], runs: 1, port: 0 });
  });

  it('limits the routes and the visits, and takes more runs, each value written either way', () => {
    expect(lighthouseOptions(['--routes', '/, /spj', '--first-only'])).toEqual({ routes: ['/', '/spj'], visits: ['first'], runs: 1, port: 0 });
    expect(lighthouseOptions(['--routes=/partners', '--repeat-only', '--runs', '3'])).toEqual({ routes: ['/partners'], visits: ['repeat'], runs: 3, port: 0 });
    expect(lighthouseOptions(['--runs=9'])).toEqual(lighthouseOptions(['--runs', '9']));
  });

  it('serves the site on a free port (0) unless --port names one, as serve takes it', () => {
    expect(lighthouseOptions(['--port', '8480']).port).toBe(8480);
    expect(lighthouseOptions(['--port=8480'])).toEqual(lighthouseOptions(['--port', '8480']));
  });

  it.each([
    [['--routes'], /^--routes needs a value\. Usage: npm run lighthouse -- /],
    [['--routes', 'about-us'], /^--routes takes page paths separated by commas.* Usage: npm run lighthouse -- /],
    [['--repeat-only', '--first-only'], /^Give --repeat-only or --first-only, not both\. Usage: npm run lighthouse -- /],
    [['--desktop'], /^Unknown argument '--desktop'\. Usage: npm run lighthouse -- /],
    [['--runs', '0'], /^--runs must be a whole number from 1 to 9$/],
    [['--runs', '10'], /^--runs must be a whole number from 1 to 9$/],
    [['--runs'], /^--runs needs a value\. Usage: npm run lighthouse -- /],
    [['--port=-1'], /^--port needs a port number \(0 to 65535\), got '-1'\.$/],
    [['--port'], /^--port needs a value\. Usage: npm run lighthouse -- .*\[--port <port>\]/],
  ])('refuses %j with a reason, in one line', (args, message) => {
    expect(() => lighthouseOptions(args)).toThrow(message);
  });
});
