import type { ButtonProps } from '@bbg/kit';
import { pagePaths, paths, type ExternalHref, type InternalHref, type SectionHref } from './paths';

// These lines are checked by `npm run typecheck`, not by Jest: each `@ts-expect-error` must stay an error, so a
// link type that stopped rejecting a path the table does not have fails the typecheck.
const internal = [paths.brands, '/about-us', '/t&c', '/Yashika-fashion#overview'] as const satisfies readonly InternalHref[];
const sections = ['#overview'] as const satisfies readonly SectionHref[];
const external = ['https://www.spjelectronics.example'] as const satisfies readonly ExternalHref[];

// @ts-expect-error a path the table does not have
const unknownPage: InternalHref = '/brand';
// @ts-expect-error a path with a parameter is a pattern, not a link
const pattern: InternalHref = '/newsletter/:id';
// @ts-expect-error another site is not an internal link
const otherSite: InternalHref = 'https://www.spjelectronics.example';
// @ts-expect-error a path of this site is not an external link
const ownPage: ExternalHref = '/brands';
// @ts-expect-error the kit's Button links only to pages of the table (or a section of this page)
const button: ButtonProps = { to: '/our-brands', children: 'Our brands' };

describe('the path table', () => {
  it('lists every route without a parameter, each an absolute path', () => {
    expect(pagePaths).toContain(paths.terms);
    expect(pagePaths).not.toContain(paths.newsletter);
    for (const path of pagePaths) expect(path).toMatch(/^\/[^:]*$/);
  });

  it('types links of every kind (the rejected ones only at compile time)', () => {
    expect([...internal, ...sections, ...external]).toHaveLength(6);
    expect([unknownPage, pattern, otherSite, ownPage, button.to]).toHaveLength(5);
  });
});
