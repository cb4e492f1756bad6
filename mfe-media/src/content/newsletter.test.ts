import { fill } from '@bbg/contract';
import { newsletters } from '../config/newsletters';
import * as arabic from './ar/newsletter.json';
import * as english from './en/newsletter.json';
import * as french from './fr/newsletter.json';

const { newsletterLabels, newsletterNotFound } = english;

describe('newsletter copy', () => {
  it('titles each listed issue by its number, each title its own', () => {
    expect(fill(newsletterLabels.issueTitle, { id: '2' })).toBe('BBG Newsletter: Issue 2');
    expect(new Set(newsletters.map((newsletter) => fill(newsletterLabels.issueTitle, { id: newsletter.id }))).size).toBe(newsletters.length);
  });

  it('words the not-found message as the brief does', () => {
    expect(fill(newsletterNotFound.message, { id: '99' })).toBe('We could not find newsletter \u201c99\u201d.');
  });

  it('leaves one slot, the id, in each language\u2019s title and not-found message', () => {
    for (const words of [english, french, arabic]) {
      for (const template of [words.newsletterLabels.issueTitle, words.newsletterNotFound.message]) expect(template.match(/\{\w*\}/g)).toEqual(['{id}']);
    }
  });
});
