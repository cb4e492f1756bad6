import { inCanary, type Registry, type RemoteRecord } from '@bbg/contract';
import { remoteRecord } from '@bbg/testing';
import { canaryFor, canaryRemotes, keepCohort, visitorCohort } from './canary-choice';
import { candidateVersions } from './load-remote-page';

const record = (canary?: RemoteRecord['canary']) => remoteRecord('legal', '1.0.1', { previous: ['1.0.0'], staged: ['1.0.2'], ...(canary ? { canary } : {}) });
const cohorts = Array.from({ length: 400 }, (_, i) => i * 104729);
const inside = cohorts.find((cohort) => inCanary(cohort, 'legal', 30)) ?? -1;
const outside = cohorts.find((cohort) => !inCanary(cohort, 'legal', 30)) ?? -1;

describe("the shell's canary choice", () => {
  it('reads the cohort cookie, and nothing else', () => {
    expect(visitorCohort('a=b; bbg-cohort=77')).toBe(77);
    expect(visitorCohort('bbg-cohort=77abc')).toBeUndefined();
    expect(visitorCohort('')).toBeUndefined();
  });

  it("tries the canary, then current, for a visitor in its share; current, then the one before, for everyone else", () => {
    const running = record({ version: '1.0.2', percent: 30 });
    expect(canaryFor(running, inside)).toBe('1.0.2');
    expect(candidateVersions(running, canaryFor(running, inside)).map((v) => v.version)).toEqual(['1.0.2', '1.0.1']);
    expect(canaryFor(running, outside)).toBeUndefined();
    expect(candidateVersions(running, canaryFor(running, outside)).map((v) => v.version)).toEqual(['1.0.1', '1.0.0']);
    expect(canaryFor(running, undefined)).toBeUndefined();
    expect(canaryFor(record(), inside)).toBeUndefined();
  });

  it("names the remotes whose canary the visitor gets, for the beacon's cohort", () => {
    const registry: Registry = { schema: 1, updatedAt: '', remotes: { legal: record({ version: '1.0.2', percent: 30 }) } };
    expect(canaryRemotes(registry, inside)).toEqual(['legal']);
    expect(canaryRemotes(registry, outside)).toEqual([]);
  });

  describe('keepCohort, for a visitor behind a CDN', () => {
    const running = record({ version: '1.0.2', percent: 30 });
    const clear = () => {
      document.cookie = 'bbg-cohort=; Path=/; Max-Age=0';
    };
    beforeEach(clear);
    afterAll(clear);

    it("gives a visitor without a cohort one when a remote whose canary runs loads, which the next choice reads", () => {
      keepCohort(running, document, () => 0.25);
      expect(visitorCohort()).toBe(1073741824);
      expect(canaryFor(running)).toBe(inCanary(1073741824, 'legal', 30) ? '1.0.2' : undefined);
    });

    it('keeps the cohort a year, for the whole site, and only over HTTPS on a secure page', () => {
      const page = (protocol: string) => ({ cookie: '', location: { protocol } }) as unknown as Document;
      const secure = page('https:');
      keepCohort(running, secure, () => 0.25);
      expect(secure.cookie).toBe('bbg-cohort=1073741824; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
      const plain = page('http:');
      keepCohort(running, plain, () => 0.25);
      expect(plain.cookie).toBe('bbg-cohort=1073741824; Path=/; Max-Age=31536000; SameSite=Lax');
    });

    it('keeps a cohort the visitor has, and sets nothing while no canary runs', () => {
      keepCohort(record(), document, () => 0.25);
      expect(document.cookie).not.toContain('bbg-cohort');
      document.cookie = 'bbg-cohort=77; Path=/';
      keepCohort(running, document, () => 0.25);
      expect(visitorCohort()).toBe(77);
    });
  });
});
