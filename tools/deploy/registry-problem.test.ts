/**
 * @jest-environment node
 */
import type { Registry } from '@bbg/contract';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import { registryProblem } from './registry-problem';

const good: Registry = {
  schema: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  remotes: { brands: remoteRecord('brands', '1.0.0-b', { previous: ['1.0.0-a'] }) },
};
const brands = good.remotes.brands!;

describe('registryProblem', () => {
  it('finds nothing wrong with a valid registry', () => {
    expect(registryProblem(good)).toBeUndefined();
  });

  it.each([
    ['not an object', null, 'it is null, expected Object'],
    ['of another schema', { ...good, schema: 2 }, 'schema is 2, not 1'],
    ['keyed by something other than a remote id', { ...good, remotes: { Brands: brands } }, 'remotes.Brands is not a remote id (lower-case words joined by dashes)'],
    ['with a record missing a field', { ...good, remotes: { brands: { ...brands, section: undefined } } }, 'remotes.brands.section is missing'],
    // A hand edit to `"remotes": []` was taken, and served: a site without a section.
    ['whose remotes are a list', { ...good, remotes: [] }, 'remotes is a list, expected an object of remotes by id'],
    ['whose versions are a list, one named "0" current', { ...good, remotes: { brands: { ...brands, current: '0', previous: [], versions: [remoteVersion('brands', '1.0.0-b')] } } }, 'remotes.brands.versions is a list, expected an object of versions by name'],
    ['pointing at a version it does not describe', { ...good, remotes: { brands: { ...brands, current: '9' } } }, 'remotes.brands.current names 9, a version the record does not describe'],
    [
      'with a bad route in an earlier version',
      { ...good, remotes: { brands: { ...brands, versions: { ...brands.versions, '1.0.0-a': { ...remoteVersion('brands', '1.0.0-a'), routes: [{ path: '/', title: 'T', expose: './p', layout: 'side' }] } } } } },
      'remotes.brands.versions["1.0.0-a"].routes[0].layout is "side", expected ("main" | "bare" | "none")',
    ],
  ])('says what is wrong with a registry %s, and where', (_name, registry, problem) => {
    expect(registryProblem(registry)).toBe(problem);
  });

  it('names the first three problems and counts the rest', () => {
    expect(registryProblem({ schema: 1, remotes: { brands: { ...brands, name: 1, section: 2, previous: 'x' } } })).toBe(
      'updatedAt is missing; remotes.brands.name is 1, expected string; remotes.brands.section is 2, expected string (and 1 more)',
    );
  });
});
