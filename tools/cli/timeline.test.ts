/**
 * @jest-environment node
 */
import { LIGHTHOUSE_ROUTES } from '../lighthouse/lighthouse-options';
import { parseTimelineArgs } from './timeline';

describe('parseTimelineArgs', () => {
  it('measures the routes Lighthouse measures when given nothing, or the ones --routes names, as lighthouse takes them', () => {
    expect(parseTimelineArgs([])).toEqual({ routes: LIGHTHOUSE_ROUTES, port: 0 });
    expect(parseTimelineArgs(['--routes', '/, /brands']).routes).toEqual(['/', '/brands']);
    expect(parseTimelineArgs(['--routes=/spj']).routes).toEqual(['/spj']);
  });

  it('serves on a free port (0) unless --port names one, as serve takes it', () => {
    expect(parseTimelineArgs(['--port', '8480'])).toEqual({ routes: LIGHTHOUSE_ROUTES, port: 8480 });
    expect(parseTimelineArgs(['--routes=/spj', '--port=8480'])).toEqual({ routes: ['/spj'], port: 8480 });
  });

  it.each([
    [['/brands'], /^Unexpected argument '\/brands'\. Usage: npm run timeline -- /],
    [['--routes'], /^--routes needs a value\. Usage: npm run timeline -- /],
    [['--routes', 'brands'], /^--routes takes page paths separated by commas, like \/,\/about-us; got brands\. Usage: npm run timeline -- /],
    [['--routes=/../../etc'], /^--routes takes page paths separated by commas, like \/,\/about-us; got \/\.\.\/\.\.\/etc\. Usage: npm run timeline -- /],
    [['--routes', '/', '--runs'], /^Unknown argument '--runs'\. Usage: npm run timeline -- /],
    [['--routes=/', '/spj'], /^Unexpected argument '\/spj'\. Usage: npm run timeline -- /],
    [['--slow'], /^Unknown argument '--slow'\. Usage: npm run timeline -- \[--routes \/a,\/b\] \[--port <port>\]/],
    [['--port', '65536'], /^--port needs a port number \(0 to 65535\), got '65536'\.$/],
    [['--port'], /^--port needs a value\. Usage: npm run timeline -- /],
  ])('refuses %j with a reason, in one line', (args, message) => {
    expect(() => parseTimelineArgs(args)).toThrow(message);
  });
});
