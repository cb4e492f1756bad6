import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRecord, RemoteVersion } from '@bbg/contract';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import { noteSignal } from '../health/early-signals';
import { candidateVersions, loadRemotePage } from './load-remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../health/early-signals');

describe('candidateVersions', () => {
  it('tries the current version, then the one that was current before it', () => {
    const record = remoteRecord('legal', 'c', { previous: ['a', 'b'] });
    expect(candidateVersions(record).map((v) => v.version)).toEqual(['c', 'b']);
  });

  it('has only the current version when there is no history', () => {
    const record = remoteRecord('legal', 'a');
    expect(candidateVersions(record).map((v) => v.version)).toEqual(['a']);
  });
});

describe('loadRemotePage', () => {
  const load = jest.mocked(loadRemote);
  const noted = jest.mocked(noteSignal);
  // The loader keeps which version of each container it registered, and which integrity lists it checked: each test
  // loads a container of its own.
  const record = (name: string, integrityList: string): RemoteRecord => {
    const published = (version: string): RemoteVersion => ({ ...remoteVersion(name, version), integrity: integrityList === 'agrees' ? 'sha384-entry' : 'sha384-registry' });
    return remoteRecord(name, '1.0.1', { name, previous: ['1.0.0'], versions: { '1.0.0': published('1.0.0'), '1.0.1': published('1.0.1') } });
  };
  const Page = () => null;

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Each version's integrity list names its entry as sha384-entry.
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ 'remoteEntry.js': 'sha384-entry' }) }) as Response);
  });

  it('falls back to the version before when the current one fails, noting the failure and the fall back', async () => {
    const error = new Error('remoteEntry.js: HTTP 404');
    load.mockRejectedValueOnce(error).mockResolvedValueOnce({ Page });
    await expect(loadRemotePage(record('mfe_fallback', 'agrees'), './privacy-policy', 'http://localhost/', 'en')).resolves.toEqual(expect.any(Function));
    expect(jest.mocked(registerRemotes).mock.calls.map(([remotes, options]) => [remotes[0] && 'entry' in remotes[0] ? remotes[0].entry : undefined, options])).toEqual([
      ['http://localhost/remotes/mfe_fallback/1.0.1/remoteEntry.js', { force: false }],
      ['http://localhost/remotes/mfe_fallback/1.0.0/remoteEntry.js', { force: true }],
    ]);
    expect(noted.mock.calls.map(([signal]) => signal)).toEqual([
      { kind: 'load-failure', container: 'mfe_fallback', version: '1.0.1', error },
      { kind: 'fallback', container: 'mfe_fallback', version: '1.0.0' },
    ]);
  });

  it('notes no fall back when the current version loads', async () => {
    load.mockResolvedValueOnce({ Page });
    await loadRemotePage(record('mfe_current', 'agrees'), './privacy-policy', 'http://localhost/', 'en');
    expect(load).toHaveBeenCalledTimes(1);
    expect(noted).not.toHaveBeenCalled();
  });

  it('registers a version that failed afresh when Retry asks for it again, so the failed load is not reused', async () => {
    const only = { ...record('mfe_retry', 'agrees'), previous: [] };
    load.mockRejectedValueOnce(new Error('timed out')).mockResolvedValueOnce({ Page });
    await expect(loadRemotePage(only, './privacy-policy', 'http://localhost/', 'en')).rejects.toThrow('timed out');
    await expect(loadRemotePage(only, './privacy-policy', 'http://localhost/', 'en')).resolves.toEqual(expect.any(Function));
    expect(jest.mocked(registerRemotes).mock.calls.map(([, options]) => options)).toEqual([{ force: false }, { force: true }]);
  });

  it('refuses a version whose integrity list names another entry than the registry does, before asking for its entry', async () => {
    await expect(loadRemotePage(record('mfe_disagrees', 'disagrees'), './privacy-policy', 'http://localhost/', 'en')).rejects.toThrow(
      'integrity list http://localhost/remotes/mfe_disagrees/1.0.0/integrity.json disagrees with the registry',
    );
    expect(load).not.toHaveBeenCalled();
    expect(noted.mock.calls.map(([signal]) => [signal.kind, signal.version])).toEqual([
      ['load-failure', '1.0.1'],
      ['load-failure', '1.0.0'],
    ]);
  });
});
