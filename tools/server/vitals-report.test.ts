/**
 * @jest-environment node
 */
import { formatVital, percentile75, vitalsSummariser, type VitalsSummary } from './vitals-report';

/** The summary of these lines, given one at a time as npm run vitals reads them. */
function summariseVitals(lines: readonly string[]): VitalsSummary {
  const summariser = vitalsSummariser();
  for (const line of lines) summariser.add(line);
  return summariser.summary();
}

const line = (route: string, metrics: readonly (readonly [string, number])[]): string =>
  JSON.stringify({ receivedAt: '2026-11-23T10:00:00Z', route, versions: { about: '1.0.0-abc' }, metrics: metrics.map(([name, value]) => ({ name, value })) });

describe('vitals report', () => {
  it('takes the 75th percentile by nearest rank', () => {
    expect(percentile75([400, 100, 300, 200])).toBe(300);
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
    expect(percentile75([42])).toBe(42);
  });

  it('gives p75 per route and metric and skips every line that is not a beacon', () => {
    const lines = [
      line('/about-us', [['LCP', 1000], ['CLS', 0.1]]),
      line('/about-us', [['LCP', 2000]]),
      line('/about-us', [['LCP', 3000], ['CLS', 0.02]]),
      line('/about-us', [['LCP', 4000]]),
      line('/', [['TTFB', 80], ['INP', 120], ['FCP', 900]]),
      '',
      'garbage',
      '{"route":"/about-us","versions":{},"metrics":[{"name":"LCP","value":-5}]}',
      '{"route":"/about-us","ver',
      'null',
      line('/brands', [['FID', 3]]),
    ];
    const summary = summariseVitals(lines);
    expect(summary).toEqual({
      beacons: 5,
      skipped: 5,
      rows: [
        { route: '/', metric: 'INP', count: 1, p75: 120 },
        { route: '/', metric: 'FCP', count: 1, p75: 900 },
        { route: '/', metric: 'TTFB', count: 1, p75: 80 },
        { route: '/about-us', metric: 'LCP', count: 4, p75: 3000 },
        { route: '/about-us', metric: 'CLS', count: 2, p75: 0.1 },
      ],
    });
  });

  it('skips a line whose route would act on the terminal it is printed to (logged before the beacon was checked for it)', () => {
    const summary = summariseVitals([line('/\u001b[2J\u001b]0;owned\u0007', [['LCP', 1000]]), line('/about-us', [['LCP', 1000]])]);
    expect(summary).toEqual({ beacons: 1, skipped: 1, rows: [{ route: '/about-us', metric: 'LCP', count: 1, p75: 1000 }] });
  });

  it('prints CLS as a score and the others in milliseconds', () => {
    expect(formatVital('CLS', 0.0123)).toBe('0.012');
    expect(formatVital('LCP', 1234.5)).toBe('1235 ms');
  });
});
