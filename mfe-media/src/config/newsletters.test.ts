import { findNewsletter, newsletterDocumentUrl, newsletters, newsletterSandbox } from './newsletters';

describe('newsletter allowlist', () => {
  it('has unique ids', () => {
    expect(newsletters.map((newsletter) => newsletter.id)).toEqual(['1', '2', '3']);
  });

  it('names plain document files, each of which the remote ships as a sample', () => {
    for (const newsletter of newsletters) expect(newsletter.file).toMatch(/^[a-z0-9-]+\.html$/);
  });

  it('finds listed ids only', () => {
    expect(findNewsletter('2')).toEqual({ id: '2', file: 'bbg-newsletter-2.html' });
    for (const id of [undefined, '', '99', 'https://evil.example', '../1', '1 ']) expect(findNewsletter(id)).toBeUndefined();
  });

  it('serves the shipped samples by default and the configured storage otherwise', () => {
    const issue = findNewsletter('1');
    if (!issue) throw new Error('no issue 1');
    expect(newsletterDocumentUrl(issue, '', '/')).toBe('/newsletters/bbg-newsletter-1.html');
    expect(newsletterDocumentUrl(issue, undefined, '/remotes/media/1.0.0-abc/')).toBe('/remotes/media/1.0.0-abc/newsletters/bbg-newsletter-1.html');
    expect(newsletterDocumentUrl(issue, 'https://newsletters.bbgroup.example/issues', '/')).toBe('https://newsletters.bbgroup.example/issues/bbg-newsletter-1.html');
  });

  it('grants the samples nothing in their sandbox', () => {
    for (const newsletter of newsletters) expect(newsletterSandbox(newsletter)).toBe('');
    expect(newsletterSandbox({ id: 'x', file: 'x.html', sandbox: ['allow-popups', 'allow-popups-to-escape-sandbox'] })).toBe('allow-popups allow-popups-to-escape-sandbox');
  });
});
