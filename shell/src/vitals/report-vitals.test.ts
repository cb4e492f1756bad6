import type { Metric } from 'web-vitals';
import type { VitalsBeacon } from '@bbg/contract';

const callbacks: ((metric: Metric) => void)[] = [];
jest.mock('web-vitals', () => {
  const on = jest.fn((callback: (metric: Metric) => void) => void callbacks.push(callback));
  return { onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on };
});

const metric = (name: Metric['name'], value: number, id = `v6-${name}`): Metric =>
  ({ name, value, id, rating: 'good', delta: value, entries: [], navigationType: 'navigate', navigationId: 1 }) as Metric;

const report = (metrics: readonly Metric[]) => metrics.forEach((m) => callbacks.forEach((callback) => callback(m)));

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  // As browsers fire it: at the document, bubbling to the window.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const readBlob = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function sentBeacons(sendBeacon: jest.Mock): Promise<{ url: string; type: string; body: VitalsBeacon }[]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, blob]: [string, Blob]) => ({ url, type: blob.type, body: JSON.parse(await readBlob(blob)) as VitalsBeacon })),
  );
}

describe('reportVitals', () => {
  let sendBeacon: jest.Mock;
  let reportVitals: typeof import('./report-vitals').reportVitals;

  const listeners: Parameters<typeof window.addEventListener>[] = [];
  // jsdom has no User Timing; the browser's performance.mark is what the journeys read.
  const mark = jest.fn();

  beforeEach(() => {
    const add = window.addEventListener.bind(window);
    jest.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
      listeners.push(args);
      add(...args);
    });
    callbacks.length = 0;
    mark.mockClear();
    Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
    sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    jest.isolateModules(() => {
      ({ reportVitals } = jest.requireActual<typeof import('./report-vitals')>('./report-vitals'));
    });
    setVisibility('visible');
  });

  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  });

  it('queues every metric and sends them in one JSON beacon with the route and versions when the page is hidden', async () => {
    let versions: Record<string, string> = { about: '1.0.0-abc' };
    const watching = reportVitals({ vitalsUrl: '/vitals', route: '/about-us', versions: () => versions });
    expect(callbacks).toHaveLength(0);
    await watching;
    expect(callbacks).toHaveLength(5);
    expect(mark).toHaveBeenCalledWith('bbg:vitals-watching');
    report([metric('TTFB', 80.2), metric('FCP', 900.5), metric('LCP', 1234.5)]);
    expect(sendBeacon).not.toHaveBeenCalled();

    versions = { about: '1.0.0-abc', brands: '1.0.0-def' };
    report([metric('CLS', 0.01)]);
    setVisibility('hidden');
    const [beacon, ...others] = await sentBeacons(sendBeacon);
    expect(others).toEqual([]);
    expect(beacon).toEqual({
      url: '/vitals',
      type: 'application/json',
      body: {
        route: '/about-us',
        versions: { about: '1.0.0-abc', brands: '1.0.0-def' },
        metrics: [
          { name: 'TTFB', value: 80.2, id: 'v6-TTFB', rating: 'good' },
          { name: 'FCP', value: 900.5, id: 'v6-FCP', rating: 'good' },
          { name: 'LCP', value: 1234.5, id: 'v6-LCP', rating: 'good' },
          { name: 'CLS', value: 0.01, id: 'v6-CLS', rating: 'good' },
        ],
      },
    });
  });

  it('sends only what is new at the next hide, a metric reported again with its latest value, and nothing when nothing is new', async () => {
    await reportVitals({ vitalsUrl: 'https://rum.bbgroup.example/vitals', route: '/', versions: () => ({}) });
    report([metric('CLS', 0.01), metric('CLS', 0.03)]);
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('visible');
    report([metric('INP', 120)]);
    window.dispatchEvent(new Event('pagehide'));
    const beacons = await sentBeacons(sendBeacon);
    expect(beacons.map(({ url, body }) => [url, body.metrics.map(({ name, value }) => `${name} ${value}`)])).toEqual([
      ['https://rum.bbgroup.example/vitals', ['CLS 0.03']],
      ['https://rum.bbgroup.example/vitals', ['INP 120']],
    ]);
  });

  it('starts once per page, however often it is asked, for the path the visitor landed on', async () => {
    window.history.pushState({}, '', '/brands');
    const first = reportVitals({ vitalsUrl: '/vitals', versions: () => ({}) });
    window.history.pushState({}, '', '/spj');
    await reportVitals({ vitalsUrl: '/vitals', versions: () => ({}) });
    await first;
    expect(callbacks).toHaveLength(5);
    report([metric('FCP', 500)]);
    setVisibility('hidden');
    const beacons = await sentBeacons(sendBeacon);
    expect(beacons.map(({ body }) => body.route)).toEqual(['/brands']);
  });

  it('sends signals with the locale: a full batch of 20 at once, the rest with the next hide, and at most 10 beacons of them a page', async () => {
    const sender = await reportVitals({ vitalsUrl: '/vitals', route: '/ar/privacy-policy', versions: () => ({ legal: '1.0.1-a' }), locale: 'ar' });
    const view = { kind: 'view', source: 'legal', version: '1.0.1-a' } as const;
    for (let i = 0; i < 25; i += 1) sender.signal(view);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    report([metric('LCP', 900)]);
    setVisibility('hidden');
    const beacons = await sentBeacons(sendBeacon);
    expect(beacons.map(({ body }) => [body.locale, body.metrics.length, body.signals?.length])).toEqual([
      ['ar', 0, 20],
      ['ar', 1, 5],
    ]);
    // A page in a loop of errors: 10 beacons of signals, then nothing more.
    for (let i = 0; i < 1000; i += 1) sender.signal({ kind: 'error', source: 'shell', version: 'current' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(10);
  });
});
