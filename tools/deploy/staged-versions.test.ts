/**
 * @jest-environment node
 */
import { isRegistry, type Registry } from '@bbg/contract';
import { remoteRecord, remoteVersion } from '@bbg/testing';
import type { RemoteInfo } from '../apps';
import { DeployError } from './deploy-error';
import { pointAt } from './publish-remote';
import { registryProblem } from './registry-problem';
import { rollbackTarget } from './rollback-remote';
import { discardIn, promoteIn, stageIn } from './staged-versions';

const brands: RemoteInfo = { id: 'brands', dir: 'mfe-brands', federationName: 'mfe_brands', port: 3002, section: 'Brands', preview: { art: 'corporate', title: 'Brands', line: 'A section of the BBG site' } };

const described = (version: string) => remoteVersion('brands', version);

const live: Registry = {
  schema: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  remotes: {
    brands: remoteRecord('brands', '1.0.0-b', { previous: ['1.0.0-a'] }),
  },
};

const brandsOf = (registry: Registry) => registry.remotes.brands!;

describe('staged versions in the registry', () => {
  it('stages a version without touching current or previous, and the result passes validation', () => {
    expect(isRegistry(live)).toBe(true); // nothing staged: no `staged` field
    const staged = stageIn(live, brands, described('1.0.0-c'));
    expect(brandsOf(staged)).toMatchObject({ current: '1.0.0-b', previous: ['1.0.0-a'], staged: ['1.0.0-c'] });
    expect(brandsOf(staged).versions['1.0.0-c']).toEqual(described('1.0.0-c'));
    expect(isRegistry(staged)).toBe(true);
    expect(registryProblem(staged)).toBeUndefined();
  });

  it('staging the same version twice changes nothing (the same object comes back)', () => {
    const once = stageIn(live, brands, described('1.0.0-c'));
    expect(stageIn(once, brands, described('1.0.0-c'))).toBe(once);
  });

  it('refuses to stage the current version, or a remote never released', () => {
    expect(() => stageIn(live, brands, described('1.0.0-b'))).toThrow(DeployError);
    expect(() => stageIn({ ...live, remotes: {} }, brands, described('1.0.0-c'))).toThrow(/never been released/);
  });

  it('promotes a staged version as a release would: current, the old current last in previous, no longer staged', () => {
    const promoted = promoteIn(stageIn(live, brands, described('1.0.0-c')), brands, '1.0.0-c');
    expect(brandsOf(promoted)).toEqual({ ...brandsOf(pointAt(live, brands, described('1.0.0-c'))) });
    expect(brandsOf(promoted).staged).toBeUndefined();
    expect(rollbackTarget(brandsOf(promoted), brands)).toBe('1.0.0-b');
  });

  it('discards a staged version: its mark and its description go, the rest stays', () => {
    const staged = stageIn(stageIn(live, brands, described('1.0.0-c')), brands, described('1.0.0-d'));
    const discarded = discardIn(staged, brands, '1.0.0-c');
    expect(brandsOf(discarded).staged).toEqual(['1.0.0-d']);
    expect(brandsOf(discarded).versions['1.0.0-c']).toBeUndefined();
    expect(brandsOf(discardIn(discarded, brands, '1.0.0-d'))).toEqual(brandsOf(live));
  });

  it('discarding a re-staged earlier version keeps its description: previous still names it', () => {
    const restaged = stageIn(live, brands, described('1.0.0-a'));
    expect(brandsOf(discardIn(restaged, brands, '1.0.0-a')).versions['1.0.0-a']).toEqual(described('1.0.0-a'));
  });

  it.each([
    ['promote', promoteIn],
    ['discard', discardIn],
  ])('%s refuses a version that is not staged, naming the staged ones', (_name, change) => {
    const staged = stageIn(live, brands, described('1.0.0-c'));
    expect(() => change(staged, brands, '1.0.0-a')).toThrow('mfe-brands has no staged version 1.0.0-a. Staged: 1.0.0-c.');
    expect(() => change(live, brands, '1.0.0-c')).toThrow('Staged: none.');
  });

  it('a release keeps the other staged versions staged and drops the one it makes current', () => {
    const staged = stageIn(stageIn(live, brands, described('1.0.0-c')), brands, described('1.0.0-d'));
    expect(brandsOf(pointAt(staged, brands, described('1.0.0-d'))).staged).toEqual(['1.0.0-c']);
  });

  it('a rollback refuses a staged version: promote is the way to make it current', () => {
    const staged = stageIn(live, brands, described('1.0.0-c'));
    expect(() => rollbackTarget(brandsOf(staged), brands, '1.0.0-c')).toThrow('npm run promote -- brands 1.0.0-c');
  });

  it.each([
    ['not a list', '1.0.0-c'],
    ['a version the record does not describe', ['9.9.9-z']],
    ['the current version', ['1.0.0-b']],
    ['a name that is not a string', [7]],
  ])('validation refuses a staged field that is %s, and says where', (_name, staged) => {
    const bad = { ...live, remotes: { brands: { ...brandsOf(live), staged } } };
    expect(isRegistry(bad)).toBe(false);
    expect(registryProblem(bad)).toMatch(/^remotes\.brands\.staged /);
  });
});
