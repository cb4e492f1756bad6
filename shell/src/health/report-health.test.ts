import type { Registry } from '@bbg/contract';
import { remoteRecord } from '@bbg/testing';
import { classifyFailure } from './classify-failure';
import { noteSignal } from './early-signals';
import { startHealth } from './report-health';

const record = (remote: string, path: string) => remoteRecord(remote, '1.0.1-new', { previous: ['1.0.0-old'], routes: [{ path, expose: './page', title: 'Page', layout: 'main' }] });
const registry: Registry = { schema: 1, updatedAt: '', remotes: { legal: record('legal', '/privacy-policy'), media: record('media', '/newsletter/:id') } };

describe('the health signals', () => {
  const listeners: [string, EventListener][] = [];
  beforeEach(() => {
    const add = window.addEventListener.bind(window);
    jest.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.push([type, listener as EventListener]);
      add(type, listener);
    });
  });
  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  });

  it('sends what the page noted before the telemetry came, then each new note at once, by remote id and version', () => {
    noteSignal({ kind: 'load-failure', container: 'mfe_legal', version: '1.0.1-new', error: new Error('integrity list x: HTTP 503') });
    noteSignal({ kind: 'fallback', container: 'mfe_legal', version: '1.0.0-old' });
    noteSignal({ kind: 'render-error', container: 'mfe_unknown' });
    const send = jest.fn();
    startHealth({ registry, versions: () => ({ legal: '1.0.0-old' }), send });
    noteSignal({ kind: 'retry', container: 'mfe_legal' });
    expect(send.mock.calls.map(([signal]: [unknown]) => signal)).toEqual([
      { kind: 'load-failure', source: 'legal', version: '1.0.1-new', reason: '5xx' },
      { kind: 'fallback', source: 'legal', version: '1.0.0-old' },
      { kind: 'retry', source: 'legal', version: '1.0.0-old' },
    ]);
  });

  it("counts a view per page shown, the first as the page load, by the route's owner in any locale", () => {
    const send = jest.fn();
    const { view } = startHealth({ registry, versions: () => ({ legal: '1.0.1-new' }), send });
    view('/ar/privacy-policy');
    view('/fr/newsletter/7');
    view('/');
    expect(send.mock.calls.map(([signal]: [unknown]) => signal)).toEqual([
      { kind: 'view', source: 'legal', version: '1.0.1-new', navigation: 'load' },
      { kind: 'view', source: 'media', version: '1.0.1-new', navigation: 'client', path: '/fr/newsletter/7' },
      { kind: 'view', source: 'shell', version: 'current', navigation: 'client', path: '/' },
    ]);
  });

  it("blames an uncaught error or rejection on the remote version whose script is in its stack, else on the shell", () => {
    const send = jest.fn();
    startHealth({ registry, versions: () => ({}), send });
    const thrown = new Error('boom');
    thrown.stack = 'Error: boom\n    at render (https://www.bbgroup.example/remotes/legal/1.0.2-canary/static/js/12.js:1:99)';
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, filename: 'https://www.bbgroup.example/remotes/legal/1.0.2-canary/static/js/12.js' }));
    const rejected = new Error('nope');
    rejected.stack = 'Error: nope\n    at main (https://www.bbgroup.example/static/js/main.1.js:1:1)';
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = rejected;
    window.dispatchEvent(rejection);
    // A script of a remote the registry does not have is not believed: the shell is blamed.
    window.dispatchEvent(new ErrorEvent('error', { filename: 'https://x.example/remotes/evil/6.6.6/x.js' }));
    expect(send.mock.calls.map(([signal]: [unknown]) => signal)).toEqual([
      { kind: 'error', source: 'legal', version: '1.0.2-canary' },
      { kind: 'error', source: 'shell', version: 'current' },
      { kind: 'error', source: 'shell', version: 'current' },
    ]);
  });

  it('classifies why a remote failed to load from what the loader and the browser said', () => {
    expect(classifyFailure(new Error('integrity list x disagrees with the registry'))).toBe('integrity');
    expect(classifyFailure(new Error('mfe_legal/terms: timed out after 120000 ms'))).toBe('timeout');
    expect(classifyFailure(new Error('outer', { cause: new Error('integrity list /remotes/legal/1/integrity.json: HTTP 404') }))).toBe('404');
    expect(classifyFailure(new Error('integrity list x: HTTP 502'))).toBe('5xx');
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyFailure('a string')).toBe('network');
  });
});
