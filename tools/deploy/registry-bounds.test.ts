import { remoteRecord, remoteVersion } from '@bbg/testing';
import { boundedRecord, boundedRegistry, MAX_PREVIOUS, MAX_VERSIONS } from './registry-bounds';

/** Versions v01…vNN, published a day apart in that order. */
const versions = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => {
      const name = `v${String(index + 1).padStart(2, '0')}`;
      return [name, { ...remoteVersion('legal', name), publishedAt: new Date(Date.UTC(2026, 0, index + 1)).toISOString() }];
    }),
  );

describe("a remote's history in the registry", () => {
  it('keeps the versions in use and the last ten to step back through, then the newest of the rest, twenty in all', () => {
    // 30 releases, then a rollback from v30 to v29 (v30 stays for a roll forward); v01 is staged again, v02 a canary.
    const previous = Array.from({ length: 27 }, (_, index) => `v${String(index + 1).padStart(2, '0')}`).slice(2);
    const bounded = boundedRecord(remoteRecord('legal', 'v29', { previous, staged: ['v01'], canary: { version: 'v02', percent: 10 }, versions: versions(30) }));
    expect(bounded.previous).toEqual(previous.slice(-MAX_PREVIOUS));
    expect(bounded.previous).toHaveLength(MAX_PREVIOUS);
    const kept = Object.keys(bounded.versions);
    expect(kept).toHaveLength(MAX_VERSIONS);
    const inUse = ['v29', 'v01', 'v02', ...bounded.previous];
    expect(kept).toEqual(expect.arrayContaining(inUse));
    // The 7 places left go to the newest of the others: v30 (rolled back from), v28, then v17 down to v13.
    expect(kept.filter((name) => !inUse.includes(name)).sort()).toEqual(['v13', 'v14', 'v15', 'v16', 'v17', 'v28', 'v30']);
  });

  it('is left as it is while within the bounds: the same record, the same registry', () => {
    const small = remoteRecord('legal', 'v01', { previous: ['v02', 'v03'], versions: versions(MAX_VERSIONS) });
    expect(boundedRecord(small)).toBe(small);
    const registry = { schema: 1 as const, updatedAt: '2026-01-01T00:00:00Z', remotes: { legal: small } };
    expect(boundedRegistry(registry)).toBe(registry);
  });
});
