import { PREVIEW_SESSION_KEY } from '@bbg/contract';
import { askedPreview } from './preview-asked';
import { EARLIER, LEGAL, LIVE, liveRegistry, NEXT } from './preview.fixture';
import { resolvePreview, withPreview } from './preview-state';

describe('what a tab asks to preview', () => {
  afterEach(() => sessionStorage.clear());

  it('is the link parameter first, else what this tab keeps, else nothing', () => {
    expect(askedPreview({ search: '' })).toBeNull();
    sessionStorage.setItem(PREVIEW_SESSION_KEY, `brands@${NEXT}`);
    expect(askedPreview({ search: '' })).toBe(`brands@${NEXT}`);
    expect(askedPreview({ search: '?bbg-preview=legal@x' })).toBe('legal@x');
  });
});

describe('resolvePreview', () => {
  it('accepts a staged version of a known remote', () => {
    expect(resolvePreview(`brands@${NEXT}`, liveRegistry)).toEqual({ preview: { remote: 'brands', version: NEXT, section: 'Brands' } });
  });

  it.each([
    ['an unknown version', `brands@9.9.9-999999999999`, `Brands 9.9.9-999999999999 is not a staged version.`],
    ['the live version', `brands@${LIVE}`, `Brands ${LIVE} is not a staged version.`],
    ['an earlier version', `brands@${EARLIER}`, 'is not a staged version.'],
    ['another remote with the staged version', `legal@${NEXT}`, `Legal ${NEXT} is not a staged version.`],
    ['a remote not in the registry', `media@${NEXT}`, "No section 'media' can be previewed."],
    ['an absolute URL', `https://evil.example/remoteEntry.js`, 'not one that npm run preview-url writes'],
    ['a URL in place of the version', 'brands@https://evil.example/remoteEntry.js', 'not one that npm run preview-url writes'],
    ['a protocol-relative URL', `brands@//evil.example/${NEXT}`, 'not one that npm run preview-url writes'],
    ['script text', `brands@${NEXT}"><script>alert(1)</script>`, 'not one that npm run preview-url writes'],
    ['nothing', '', 'not one that npm run preview-url writes'],
  ])('refuses %s, with a message for the bar that does not repeat the link', (_name, asked, message) => {
    const outcome = resolvePreview(asked, liveRegistry);
    expect(outcome).toEqual({ refused: expect.stringContaining(message) });
    expect('refused' in outcome && outcome.refused).toMatch(/The live site is shown\.$/);
    expect(JSON.stringify(outcome)).not.toMatch(/evil|script/);
  });

  it('accepts the current version too while a canary runs, so QA in its share can see either side', () => {
    const brands = liveRegistry.registry.remotes.brands!;
    const canary = { ...liveRegistry, registry: { ...liveRegistry.registry, remotes: { ...liveRegistry.registry.remotes, brands: { ...brands, canary: { version: NEXT, percent: 20 } } } } };
    expect(resolvePreview(`brands@${LIVE}`, canary)).toEqual({ preview: { remote: 'brands', version: LIVE, section: 'Brands' } });
    expect(resolvePreview(`brands@${NEXT}`, canary)).toEqual({ preview: { remote: 'brands', version: NEXT, section: 'Brands' } });
    expect(resolvePreview(`brands@${EARLIER}`, canary)).toEqual({ refused: expect.stringContaining('is not a staged version.') });
    // The tab then runs on the version asked for, whatever the visitor's cohort: the canary is gone from its record.
    const previewed = withPreview(canary, { remote: 'brands', version: LIVE, section: 'Brands' }).registry.remotes.brands!;
    expect(previewed.current).toBe(LIVE);
    expect(previewed).not.toHaveProperty('canary');
  });

  it('refuses everything when the registry is the baked copy (it lists no staged version)', () => {
    const remotes = Object.fromEntries(Object.entries(liveRegistry.registry.remotes).filter(([id]) => id !== 'brands'));
    const baked = { ...liveRegistry, source: 'baked' as const, registry: { ...liveRegistry.registry, remotes } };
    expect(resolvePreview(`brands@${NEXT}`, baked)).toEqual({ refused: expect.stringContaining("No section 'brands'") });
  });
});

describe('withPreview', () => {
  it('runs the previewed remote on the staged version with nothing to fall back to, and the others as they are', () => {
    const previewed = withPreview(liveRegistry, { remote: 'brands', version: NEXT, section: 'Brands' });
    const brands = previewed.registry.remotes.brands!;
    expect(brands.current).toBe(NEXT);
    expect(brands.previous).toEqual([]);
    expect(brands.versions).toBe(liveRegistry.registry.remotes.brands!.versions);
    expect(previewed.registry.remotes.legal).toBe(liveRegistry.registry.remotes.legal);
    expect(previewed.registry.remotes.legal!.current).toBe(LEGAL);
    expect(previewed.previewed).toBe('brands');
    expect(previewed.baseUrl).toBe(liveRegistry.baseUrl);
    expect(liveRegistry.registry.remotes.brands!.current).toBe(LIVE);
  });
});
