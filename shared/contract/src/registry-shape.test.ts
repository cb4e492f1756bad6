import { hasRegistryShape } from './registry-shape';
import { publishedVersion } from './published-version.fixture';
import { isRegistry } from './validate-registry';

const route = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', layout: 'main', header: 'light', content: 'privacy', description: 'Ours' };
const version = (name: string) => ({ ...publishedVersion(name, [route]), sourceHash: 'abc' });
const valid = {
  schema: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  remotes: { legal: { name: 'mfe_legal', section: 'Legal', current: '1.0.1', previous: ['1.0.0'], staged: ['1.0.2'], versions: { '1.0.0': version('1.0.0'), '1.0.1': version('1.0.1'), '1.0.2': version('1.0.2') } } },
};

const REPLACEMENTS: readonly unknown[] = [undefined, null, 7, -1, true, '', 'x', './x', 'Dark', '1.0.0', '1.0.1', '1.0.2', [], ['x'], [7], {}];

/** The valid registry with the value at `path` replaced (or removed, for undefined). */
function replaced(path: readonly string[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(valid)) as unknown;
  let at = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (value === undefined && !Array.isArray(at)) delete at[last];
  else at[last] = value;
  return copy;
}

/** Every path to a value in the valid registry, the registry's own value aside. */
function paths(value: unknown, path: readonly string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [[...path, key], ...paths(inner, [...path, key])]);
}

describe("the shell's check of the registry's shape", () => {
  it('takes the valid registry, as the schema does', () => {
    expect(isRegistry(valid)).toBe(true);
    expect(hasRegistryShape(valid)).toBe(true);
  });

  it('agrees with the schema on every value of the registry replaced by another, or removed', () => {
    const cases = paths(valid).flatMap((path) => REPLACEMENTS.map((value) => [path.join('.'), value, replaced(path, value)] as const));
    expect(cases.length).toBeGreaterThan(1000);
    const disagreements = cases.filter(([, , registry]) => hasRegistryShape(registry) !== isRegistry(registry)).map(([path, value]) => `${path} = ${JSON.stringify(value)}`);
    expect(disagreements).toEqual([]);
  });

  it.each([null, [], 'registry', { ...valid, schema: 2 }, { ...valid, remotes: 'legal' }, { ...valid, remotes: [] }, { ...valid, remotes: [valid.remotes.legal] }])('refuses what is no registry at all (%#)', (value) => {
    expect(hasRegistryShape(value)).toBe(isRegistry(value));
    expect(hasRegistryShape(value)).toBe(false);
  });

  it('leaves the remote ids to the schema', () => {
    const misnamed = { ...valid, remotes: { Legal: valid.remotes.legal } };
    expect(isRegistry(misnamed)).toBe(false);
    expect(hasRegistryShape(misnamed)).toBe(true);
  });
});
