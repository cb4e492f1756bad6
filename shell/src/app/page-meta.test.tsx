import { render } from '@testing-library/react';
import { remoteRecord, TestPlatform } from '@bbg/testing';
import { loadShellCopy, ShellCopyProvider, type ShellCopy } from '../content/shell-copy';
import { pageHead } from './page-head';
import { PageMeta } from './page-meta';

const route = { path: '/privacy-policy', expose: './privacy-policy', title: 'Privacy Policy', description: 'How BBG protects your data.', layout: 'main' } as const;
const record = remoteRecord('legal', '1.0.0', { routes: [route] });

/** The head a pre-rendered home page was served with: what a client navigation away from it must update. */
function serveHomeHead(): void {
  document.title = 'BBG';
  document.head.innerHTML =
    '<meta name="description" content="Site"><link rel="canonical" href="http://localhost:8080/"><meta property="og:url" content="http://localhost:8080/">';
}

const attribute = (selector: string, name: string): string | null | undefined => document.querySelector(selector)?.getAttribute(name);

let copy: ShellCopy;
beforeAll(async () => {
  copy = await loadShellCopy('en');
});

describe('PageMeta', () => {
  beforeEach(serveHomeHead);

  it("applies pageHead's title, description and canonical URL of the page it wraps", () => {
    render(
      <TestPlatform path="/privacy-policy">
        <ShellCopyProvider copy={copy}>
          <PageMeta owned={{ route, record }}>page</PageMeta>
        </ShellCopyProvider>
      </TestPlatform>,
    );
    const head = pageHead({ siteUrl: 'http://localhost:8080', locale: 'en', description: copy.site.description, shellReviewed: [] }, '/privacy-policy', { route, record });
    expect(document.title).toBe('Privacy Policy | BBG');
    expect(document.title).toBe(head.title);
    expect(attribute('meta[name="description"]', 'content')).toBe('How BBG protects your data.');
    expect(attribute('link[rel="canonical"]', 'href')).toBe('http://localhost:8080/privacy-policy');
    expect(attribute('meta[property="og:url"]', 'content')).toBe('http://localhost:8080/privacy-policy');
  });

  it("gives a document without a description one, and adds no canonical URL to a document without (app.html)", () => {
    document.head.innerHTML = '';
    render(
      <TestPlatform path="/">
        <ShellCopyProvider copy={copy}>
          <PageMeta>home</PageMeta>
        </ShellCopyProvider>
      </TestPlatform>,
    );
    expect(document.title).toBe('BBG');
    expect(attribute('meta[name="description"]', 'content')).toMatch(/^BBG: travel/);
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
