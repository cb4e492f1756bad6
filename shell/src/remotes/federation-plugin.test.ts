import { federationPlugin, isRemoteLoadFailure } from './federation-plugin';
import { trustFiles, UNTRUSTED_INTEGRITY } from './trusted-scripts';

type CreateScript = (args: { url: string; attrs?: Record<string, unknown> }) => { script: HTMLScriptElement; timeout: number };

describe('federation runtime plugin', () => {
  const createScript = federationPlugin().createScript as unknown as CreateScript;

  it('gives each trusted script its SRI, matched by URL, and a 120 s timeout', () => {
    trustFiles('http://localhost/remotes/legal/1/integrity.json', { 'remoteEntry.js': 'sha384-abc', 'static/js/1.js': 'sha384-def' });
    const entry = createScript({ url: 'http://localhost/remotes/legal/1/remoteEntry.js' });
    expect(entry.script.integrity).toBe('sha384-abc');
    expect(entry.script.crossOrigin).toBe('anonymous');
    expect(entry.timeout).toBe(120_000);
    expect(createScript({ url: 'http://localhost/remotes/legal/1/static/js/1.js' }).script.integrity).toBe('sha384-def');
  });

  it('gives an unknown script an integrity that matches nothing, so the browser refuses it', () => {
    expect(createScript({ url: 'http://evil.example/x.js' }).script.integrity).toBe(UNTRUSTED_INTEGRITY);
    expect(UNTRUSTED_INTEGRITY).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('turns a failed remote load into a failure the loader can act on', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const errorLoadRemote = federationPlugin().errorLoadRemote as unknown as (args: object) => unknown;
    const result = errorLoadRemote({ id: 'mfe_legal/privacy-policy', error: new Error('boom'), lifecycle: 'onLoad' });
    expect(isRemoteLoadFailure(result)).toBe(true);
  });
});
