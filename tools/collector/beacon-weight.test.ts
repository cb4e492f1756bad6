/**
 * @jest-environment node
 */
import { isRegistry, type RemoteRoute, type VitalsBeacon } from '@bbg/contract';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import { attributeBeacon, boundsOf } from './attribute';
import { CLIENT_VIEWS_PER_BEACON } from './beacon-weight';

type Signal = NonNullable<VitalsBeacon['signals']>[number];

const route = (path: string): RemoteRoute => ({ path, expose: './page', title: 'Page', layout: 'main' });
const registry: unknown = {
  schema: 1,
  updatedAt: '2026-11-28T00:00:00Z',
  remotes: {
    legal: remoteRecord('legal', '1.0.1', { previous: ['1.0.0'], canary: { version: '1.0.2', percent: 25 }, versions: { '1.0.0': remoteVersion('legal', '1.0.0', [route('/privacy-policy')]), '1.0.1': remoteVersion('legal', '1.0.1', [route('/privacy-policy'), route('/t&c')]), '1.0.2': remoteVersion('legal', '1.0.2', [route('/privacy-policy'), route('/t&c')]) } }),
    media: remoteRecord('media', '2.0.0', { routes: [route('/newsletter/:id')] }),
  },
};
if (!isRegistry(registry)) throw new Error('the fixture is not a registry');
const bounds = boundsOf(registry);

/** What a beacon counts, as `<remote>@<version> <kind>` with how many of each. */
function counted(signals: readonly Signal[]): Record<string, number> {
  const beacon: VitalsBeacon = { route: '/privacy-policy', versions: { legal: '1.0.2' }, locale: 'en', canary: ['legal'], metrics: [], signals };
  const tally: Record<string, number> = {};
  for (const { remote, version, kind } of attributeBeacon(beacon, bounds)) tally[`${remote}@${version} ${kind}`] = (tally[`${remote}@${version} ${kind}`] ?? 0) + 1;
  return tally;
}

const load = (version: string): Signal => ({ kind: 'view', source: 'legal', version, navigation: 'load' });
const client = (version: string, path = '/t&c'): Signal => ({ kind: 'view', source: 'legal', version, navigation: 'client', path });
const error = (version: string): Signal => ({ kind: 'error', source: 'legal', version });

describe('what one beacon weighs', () => {
  it('counts a forged beacon of 20 views and errors as one page at most: one page load, a few navigations, one error per version', () => {
    // What the tester sent 30 times in a burst: the canary viewed, current erring, in one beacon.
    const forged = [...Array.from({ length: 5 }, () => load('1.0.2')), ...Array.from({ length: 5 }, () => client('1.0.2')), ...Array.from({ length: 10 }, () => error('1.0.1'))];
    expect(counted(forged)).toEqual({ 'legal@1.0.2 view': 1 + 5, 'legal@1.0.1 error': 1 });
    const allClient = [...Array.from({ length: 19 }, () => client('1.0.2')), error('1.0.1')];
    expect(counted(allClient)).toEqual({ 'legal@1.0.2 view': CLIENT_VIEWS_PER_BEACON, 'legal@1.0.1 error': 1 });
  });

  it('counts a view that names no navigation as the page load, so it cannot be sent twenty times either', () => {
    const bare: Signal = { kind: 'view', source: 'legal', version: '1.0.2' };
    expect(counted(Array.from({ length: 20 }, () => bare))).toEqual({ 'legal@1.0.2 view': 1 });
    expect(counted([bare, load('1.0.2')])).toEqual({ 'legal@1.0.2 view': 1 });
  });

  it('counts one error per remote version whatever its kind, so a storm of errors is one view with an error', () => {
    const storm: Signal[] = [load('1.0.2'), error('1.0.2'), { kind: 'render-error', source: 'legal', version: '1.0.2' }, { kind: 'load-failure', source: 'legal', version: '1.0.2', reason: '5xx' }, ...Array.from({ length: 10 }, () => error('1.0.2'))];
    expect(counted(storm)).toEqual({ 'legal@1.0.2 view': 1, 'legal@1.0.2 error': 1 });
  });

  it("counts a real page's beacon as before: held failures and fallbacks, its page load, its navigations, an error of each version", () => {
    // As the shell sends it (report-health.ts): what the page held before the telemetry came (the canary's failed
    // load, the fall back to current), then the page load, each page shown after it, and an uncaught error.
    const real: Signal[] = [
      { kind: 'load-failure', source: 'legal', version: '1.0.2', reason: 'integrity' },
      { kind: 'fallback', source: 'legal', version: '1.0.1' },
      load('1.0.1'),
      { kind: 'view', source: 'shell', version: 'current', navigation: 'client', path: '/' },
      client('1.0.1', '/privacy-policy'),
      { kind: 'view', source: 'media', version: '2.0.0', navigation: 'client', path: '/newsletter/7' },
      { kind: 'retry', source: 'legal', version: '1.0.1' },
      error('1.0.1'),
      { kind: 'error', source: 'shell', version: 'current' },
    ];
    expect(counted(real)).toEqual({
      'legal@1.0.2 load-failure': 1,
      'legal@1.0.1 fallback': 1,
      'legal@1.0.1 view': 2,
      'shell@current view': 1,
      'media@2.0.0 view': 1,
      'legal@1.0.1 retry': 1,
      'legal@1.0.1 error': 1,
      'shell@current error': 1,
    });
    // A later beacon of the same page (after the tab was hidden): its navigations and errors count again.
    expect(counted([client('1.0.1'), client('1.0.1', '/privacy-policy'), error('1.0.1')])).toEqual({ 'legal@1.0.1 view': 2, 'legal@1.0.1 error': 1 });
  });
});
