import { newsletters } from '../config/newsletters';
import { newsletterLabels, newsletterNotFound } from './newsletter';

describe('newsletter copy', () => {
  it('titles each listed issue by its number, each title its own', () => {
    expect(newsletterLabels.issueTitle('2')).toBe('BBG Newsletter: Issue 2');
    expect(new Set(newsletters.map((newsletter) => newsletterLabels.issueTitle(newsletter.id))).size).toBe(newsletters.length);
  });

  it('words the not-found message as the brief does', () => {
    expect(newsletterNotFound.message('99')).toBe('We could not find newsletter \u201c99\u201d.');
  });
});
