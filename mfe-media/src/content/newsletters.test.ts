import { findNewsletter, newsletterNotFound, newsletters } from './newsletters';

describe('newsletter allowlist', () => {
  it('has unique ids and titles', () => {
    expect(newsletters.map((newsletter) => newsletter.id)).toEqual(['1', '2', '3']);
    expect(new Set(newsletters.map((newsletter) => newsletter.title)).size).toBe(newsletters.length);
  });

  it('only points at same-origin documents shipped in public/newsletters/', () => {
    for (const newsletter of newsletters) expect(newsletter.src).toMatch(/^\/newsletters\/[a-z0-9-]+\.html$/);
  });

  it('finds listed ids only', () => {
    expect(findNewsletter('2')?.title).toBe('BBG Newsletter: Issue 2');
    for (const id of [undefined, '', '99', 'https://evil.example', '../1', '1 ']) expect(findNewsletter(id)).toBeUndefined();
  });

  it('words the not-found message as the brief does', () => {
    expect(newsletterNotFound.message('99')).toBe('We could not find newsletter \u201c99\u201d.');
  });
});
