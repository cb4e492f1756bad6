import { publishedVersion } from './published-version.fixture';
import { isRegistry, isRemoteRoute } from './validate-registry';

const route = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' };

const legal = (routes: readonly unknown[]) => ({
  name: 'mfe_legal',
  section: 'Legal',
  current: '1.0.1',
  previous: ['1.0.0'],
  versions: { '1.0.0': publishedVersion('1.0.0', [route]), '1.0.1': publishedVersion('1.0.1', routes) },
});

const without = (value: object, field: string) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));

const registryWith = (routes: readonly unknown[]) => ({ schema: 1, updatedAt: '2026-01-01T00:00:00Z', remotes: { legal: legal(routes) } });

describe('registry validation', () => {
  it('accepts a route with no header or content (a version published before they existed stays a rollback target)', () => {
    expect(isRemoteRoute(route)).toBe(true);
    expect(isRegistry(registryWith([route]))).toBe(true);
  });

  it('accepts a light header and a content key', () => {
    expect(isRegistry(registryWith([{ ...route, header: 'light' }, { ...route, path: '/spj', content: 'spj' }]))).toBe(true);
    expect(isRemoteRoute({ ...route, header: 'default', content: 'media-inner-1' })).toBe(true);
  });

  it.each([
    ['an unknown header look', { header: 'dark' }],
    ['a header that is not a string', { header: true }],
    ['an empty content key', { content: '' }],
    ['a content key with capitals or spaces', { content: 'Yashika fashion' }],
    ['a content key that is not a string', { content: 7 }],
    ['an unknown layout', { layout: 'side' }],
    ['an expose without ./', { expose: 'terms' }],
  ])('rejects %s, in the current version or an earlier one', (_name, change) => {
    expect(isRemoteRoute({ ...route, ...change })).toBe(false);
    expect(isRegistry(registryWith([{ ...route, ...change }]))).toBe(false);
    const earlier = registryWith([route]);
    const versions = earlier.remotes.legal.versions;
    expect(isRegistry({ ...earlier, remotes: { legal: { ...earlier.remotes.legal, versions: { ...versions, '1.0.0': { ...versions['1.0.0'], routes: [{ ...route, ...change }] } } } } })).toBe(false);
  });

  it.each(['entryScript', 'integrity', 'files', 'filesIntegrity', 'publishedAt', 'version'])('rejects a version without %s: the shell loads and checks scripts by them', (field) => {
    const registry = registryWith([route]);
    const rest = without(registry.remotes.legal.versions['1.0.1'], field);
    expect(isRegistry({ ...registry, remotes: { legal: { ...registry.remotes.legal, versions: { ...registry.remotes.legal.versions, '1.0.1': rest } } } })).toBe(false);
  });

  it.each([
    ['without a section name', { section: undefined }],
    ['whose previous list holds something other than version names', { previous: [1] }],
    ['whose current version it does not describe', { current: '9.9.9' }],
  ])('rejects a record %s', (_name, change) => {
    expect(isRegistry({ ...registryWith([route]), remotes: { legal: { ...legal([route]), ...change } } })).toBe(false);
  });

  it('accepts a canary that names another described version at a share above 0 and below 100, and refuses any other', () => {
    const withCanary = (canary: unknown) => ({ ...registryWith([route]), remotes: { legal: { ...legal([route]), canary } } });
    expect(isRegistry(withCanary({ version: '1.0.0', percent: 25 }))).toBe(true);
    expect(isRegistry(withCanary({ version: '1.0.0', percent: 0.5 }))).toBe(true);
    for (const bad of [{ version: '1.0.1', percent: 25 }, { version: '9.9.9', percent: 25 }, { version: '1.0.0', percent: 0 }, { version: '1.0.0', percent: 100 }, { version: '1.0.0', percent: Number.NaN }, { version: '1.0.0' }, '1.0.0']) {
      expect(isRegistry(withCanary(bad))).toBe(false);
    }
  });

  it('rejects a registry without updatedAt, of another schema, or whose remotes are not keyed by remote ids', () => {
    expect(isRegistry(without(registryWith([route]), 'updatedAt'))).toBe(false);
    expect(isRegistry({ ...registryWith([route]), schema: 2 })).toBe(false);
    for (const id of ['Legal', 'mfe_legal', '1legal', 'legal-', '']) expect(isRegistry({ ...registryWith([route]), remotes: { [id]: legal([route]) } })).toBe(false);
    expect(isRegistry({ ...registryWith([route]), remotes: { 'investor-relations': legal([route]) } })).toBe(true);
  });
});
