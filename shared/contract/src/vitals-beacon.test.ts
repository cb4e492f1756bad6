import { checkBeacon } from './vitals-beacon';

const beacon = { route: '/about-us', versions: { about: '1.0.0-abc' }, metrics: [{ name: 'LCP', value: 1234.5, id: 'v5-1', rating: 'good' }] };
const metric = beacon.metrics[0]!;
const view = { kind: 'view', source: 'about', version: '1.0.0-abc', navigation: 'load' };

const reason = (input: unknown): string | undefined => {
  const checked = checkBeacon(input);
  return checked.ok ? undefined : checked.reason;
};

describe('checkBeacon', () => {
  it('takes a beacon as the shell sends it', () => {
    expect(checkBeacon(beacon)).toEqual({ ok: true, beacon });
  });

  it('takes a route as a browser sends it, percent-encoded or not, in any script', () => {
    for (const route of ['/t%26c', '/t&c', '/caf\u00e9', '/ar/%D8%B9%D9%86', '/ar/\u0639\u0646']) expect(checkBeacon({ ...beacon, route })).toEqual({ ok: true, beacon: { ...beacon, route } });
  });

  it('takes signals, the locale and the canary remotes, with or without measurements', () => {
    const health = { ...beacon, metrics: [], locale: 'ar', canary: ['legal'], signals: [view, { kind: 'load-failure', source: 'legal', version: '1.0.1-abc', reason: 'integrity' }, { ...view, navigation: 'client', path: '/ar/clients' }] };
    expect(checkBeacon(health)).toEqual({ ok: true, beacon: health });
    const signalsAlone = { route: health.route, versions: health.versions, locale: health.locale, canary: health.canary, signals: health.signals };
    expect(checkBeacon(signalsAlone)).toEqual({ ok: true, beacon: health });
  });

  it('takes each metric up to its bound: ten minutes for a timing, 100 for CLS', () => {
    const largest = { ...beacon, metrics: [{ name: 'LCP', value: 600_000 }, { name: 'INP', value: 600_000 }, { name: 'FCP', value: 600_000 }, { name: 'TTFB', value: 600_000 }, { name: 'CLS', value: 100 }] };
    expect(checkBeacon(largest)).toEqual({ ok: true, beacon: largest });
  });

  it('leaves out unknown fields, and an id or rating that is malformed', () => {
    const checked = checkBeacon({ ...beacon, cookie: 'x', metrics: [{ ...metric, id: 'i'.repeat(129), rating: 'bogus', attribution: {} }, { ...metric, id: '' }] });
    expect(checked).toEqual({ ok: true, beacon: { ...beacon, metrics: [{ name: 'LCP', value: 1234.5 }, { name: 'LCP', value: 1234.5, rating: 'good' }] } });
  });

  it.each([
    ['a body that is a list', [beacon], 'The body must be a JSON object.'],
    ['a body that is not an object', 'beacon', 'The body must be a JSON object.'],
    ['no route', { versions: beacon.versions, metrics: beacon.metrics }, 'route is missing.'],
    ['no versions', { route: beacon.route, metrics: beacon.metrics }, 'versions is missing.'],
    ['a route that is not a path', { ...beacon, route: 'about-us' }, 'route must be a path starting with / (at most 200 printable characters).'],
    ['a route over 200 characters', { ...beacon, route: `/${'a'.repeat(200)}` }, 'route must be a path starting with / (at most 200 printable characters).'],
    ['a route with an escape sequence', { ...beacon, route: '/\u001b]0;owned\u0007' }, 'route must be a path starting with / (at most 200 printable characters).'],
    ['a route with a newline', { ...beacon, route: '/about-us\n/forged 1 CLS' }, 'route must be a path starting with / (at most 200 printable characters).'],
    ['a route with a right-to-left override', { ...beacon, route: '/\u202esu-tuoba' }, 'route must be a path starting with / (at most 200 printable characters).'],
    ['a view whose path holds a control character', { ...beacon, signals: [{ ...view, path: '/\u0000' }] }, 'signals[0].path must be a path starting with / (at most 200 printable characters).'],
    ['versions that are a list', { ...beacon, versions: ['1.0.0'] }, 'versions must be an object of remote versions.'],
    ['a version that is not a string', { ...beacon, versions: { about: 1 } }, 'versions must hold at most 10 short strings (1 to 64 characters).'],
    ['an empty remote name', { ...beacon, versions: { '': '1.0.0' } }, 'versions must hold at most 10 short strings (1 to 64 characters).'],
    ['eleven versions', { ...beacon, versions: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`r${i}`, '1'])) }, 'versions must hold at most 10 short strings (1 to 64 characters).'],
    ['no metrics and no signals', { ...beacon, metrics: [] }, 'The body must carry a measurement or a signal.'],
    ['eleven metrics', { ...beacon, metrics: Array.from({ length: 11 }, () => metric) }, 'metrics must be an array of at most 10 measurements.'],
    ['twenty-one signals', { ...beacon, signals: Array.from({ length: 21 }, () => view) }, 'signals must be an array of at most 20 signals.'],
    ['an unknown signal', { ...beacon, signals: [{ ...view, kind: 'crash' }] }, 'signals[0].kind must be one of view, error, render-error, load-failure, fallback, retry.'],
    ['a load failure for an unknown reason', { ...beacon, signals: [{ ...view, kind: 'load-failure', reason: '418' }] }, 'signals[0].reason must be one of 404, 5xx, network, timeout, integrity.'],
    ['a signal whose source is over 64 characters', { ...beacon, signals: [{ ...view, source: 'a'.repeat(65) }] }, 'signals[0].source must be 1 to 64 characters.'],
    ['a signal whose version is empty', { ...beacon, signals: [{ ...view, version: '' }] }, 'signals[0].version must be 1 to 64 characters.'],
    ['a view of an unknown navigation', { ...beacon, signals: [{ ...view, navigation: 'reload' }] }, 'signals[0].navigation must be load or client.'],
    ['an unknown locale', { ...beacon, locale: 'de' }, 'locale must be one of en, fr, ar.'],
    ['eleven canary remotes', { ...beacon, canary: Array.from({ length: 11 }, (_, i) => `r${i}`) }, 'canary must hold at most 10 short strings (1 to 64 characters).'],
    ['a canary remote named by an empty string', { ...beacon, canary: [''] }, 'canary[0] must hold at most 10 short strings (1 to 64 characters).'],
    ['a negative value', { ...beacon, metrics: [{ name: 'INP', value: -1 }] }, 'metrics[0].value must be a finite number, 0 or more.'],
    ['a metric that is not an object', { ...beacon, metrics: [metric, [metric]] }, 'metrics[1] must be an object.'],
    ['an unknown metric', { ...beacon, metrics: [{ name: 'FID', value: 1 }] }, 'metrics[0].name must be one of LCP, INP, CLS, FCP, TTFB.'],
    ['an infinite value', { ...beacon, metrics: [{ name: 'CLS', value: Infinity }] }, 'metrics[0].value must be a finite number, 0 or more.'],
    ['a CLS whose sum would overflow', { ...beacon, metrics: [{ name: 'CLS', value: 1.7e308 }] }, 'metrics[0].value must be at most 100 for CLS.'],
    ['a CLS just past its bound', { ...beacon, metrics: [metric, { name: 'CLS', value: 100.001 }] }, 'metrics[1].value must be at most 100 for CLS.'],
    ['an LCP over ten minutes', { ...beacon, metrics: [{ name: 'LCP', value: 600_001 }] }, 'metrics[0].value must be at most 600000 ms (10 minutes) for LCP.'],
    ['a TTFB of 1e300 ms', { ...beacon, metrics: [{ name: 'TTFB', value: 1e300 }] }, 'metrics[0].value must be at most 600000 ms (10 minutes) for TTFB.'],
  ])('refuses %s, saying why', (_name, input, why) => {
    expect(reason(input)).toBe(why);
  });
});
