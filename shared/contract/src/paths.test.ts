import type { ButtonProps } from '@bbg/kit';
import { sitePagePaths } from '@bbg/testing';
import type { ExternalHref, InternalHref, PagePath, SectionHref } from './paths';

// These lines are checked by `npm run typecheck`, not by Jest: each `@ts-expect-error` must stay an error, so a
// link type that stopped rejecting a path no app declares fails the typecheck. The site's table is composed from
// every app's own (src/app/paths.ts): '/brands' comes from mfe-brands, '/' from the shell.
const internal = ['/brands', '/', '/about-us', '/t&c', '/Yashika-fashion#overview'] as const satisfies readonly InternalHref[];
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
  it('is composed from every app: each route without a parameter, each an absolute path', () => {
    const pages: readonly PagePath[] = sitePagePaths();
    expect(pages).toEqual(expect.arrayContaining(['/', '/t&c', '/brands', '/contact-us']));
    expect(pages).not.toContain('/newsletter/:id');
    for (const path of pages) expect(path).toMatch(/^\/[^:]*$/);
  });

  it('types links of every kind (the rejected ones only at compile time)', () => {
    expect([...internal, ...sections, ...external]).toHaveLength(7);
    expect([unknownPage, pattern, otherSite, ownPage, button.to]).toHaveLength(5);
  });
});
