import { isRegistry, isRemoteRoute } from './validate-registry';

const route = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main' };

const registryWith = (routes: readonly unknown[]) => ({
  schema: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  remotes: {
    legal: {
      name: 'mfe_legal',
      section: 'Legal',
      current: '1.0.1',
      previous: ['1.0.0'],
      versions: {
        '1.0.0': { version: '1.0.0', entry: 'remotes/legal/1.0.0/mf-manifest.json', routes: [route] },
        '1.0.1': { version: '1.0.1', entry: 'remotes/legal/1.0.1/mf-manifest.json', routes },
      },
    },
  },
});

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
});
