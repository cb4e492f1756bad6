import type { RemoteRecord, RemoteVersion } from '@bbg/contract';
import { candidateVersions } from './load-remote-page';

const version = (name: string): RemoteVersion => ({
  version: name, entry: `remotes/legal/${name}/mf-manifest.json`, entryScript: '', integrity: '', files: '', filesIntegrity: '', routes: [], publishedAt: '',
});

describe('candidateVersions', () => {
  it('tries the current version, then the one that was current before it', () => {
    const record: RemoteRecord = { name: 'mfe_legal', section: 'Legal', current: 'c', previous: ['a', 'b'], versions: { a: version('a'), b: version('b'), c: version('c') } };
    expect(candidateVersions(record).map((v) => v.version)).toEqual(['c', 'b']);
  });

  it('has only the current version when there is no history', () => {
    const record: RemoteRecord = { name: 'mfe_legal', section: 'Legal', current: 'a', previous: [], versions: { a: version('a') } };
    expect(candidateVersions(record).map((v) => v.version)).toEqual(['a']);
  });
});
