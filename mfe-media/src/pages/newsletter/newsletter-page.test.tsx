import { screen } from '@testing-library/react';
import { defaultRuntimeConfig, fill, type RuntimeConfig } from '@bbg/contract';
import type { Locale } from '@bbg/contract';
import { renderPageModule } from '@bbg/testing';
import * as page from './newsletter-page';
import { routes } from '../../app/routes';
import { newsletterLabels as arabicLabels, newsletterNotFound as arabicNotFound } from '../../content/ar/newsletter.json';
import { newsletterLabels as frenchLabels } from '../../content/fr/newsletter.json';

const renderAt = (path: string, config: RuntimeConfig = defaultRuntimeConfig, locale: Locale = 'en') =>
  renderPageModule(page, path, { pattern: '/newsletter/:id', config, routes, locale });

describe('newsletter page', () => {
  it('frames the allow-listed sample of a known id in the tightest sandbox', async () => {
    await renderAt('/newsletter/2');
    expect(screen.getByRole('heading', { level: 1, name: 'BBG Newsletter: Issue 2' })).toBeInTheDocument();
    const frame = screen.getByTitle('BBG Newsletter: Issue 2');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/newsletters/bbg-newsletter-2.html');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame).toHaveAttribute('loading', 'eager');
  });

  it('frames the document from the configured newsletter storage', async () => {
    await renderAt('/newsletter/3', { ...defaultRuntimeConfig, newsletterBaseUrl: 'https://newsletters.bbgroup.example/issues' });
    expect(screen.getByTitle('BBG Newsletter: Issue 3')).toHaveAttribute('src', 'https://newsletters.bbgroup.example/issues/bbg-newsletter-3.html');
  });

  it('says an unknown id was not found, links home and frames nothing', async () => {
    const { container } = await renderAt('/newsletter/99');
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter not found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find newsletter \u201c99\u201d.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('never turns the address into a frame source', async () => {
    const { container } = await renderAt(`/newsletter/${encodeURIComponent('https://evil.example/x.html')}`, { ...defaultRuntimeConfig, newsletterBaseUrl: 'https://newsletters.bbgroup.example' });
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter not found' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('speaks French under /fr/', async () => {
    const { container } = await renderAt('/newsletter/2', defaultRuntimeConfig, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: fill(frenchLabels.issueTitle, { id: '2' }) })).toBeInTheDocument();
    // The title's no-break space: compared as written, not through Testing Library's whitespace normalizer.
    expect(container.querySelector('iframe')).toHaveAttribute('title', fill(frenchLabels.issueTitle, { id: '2' }));
  });

  it('speaks Arabic under /ar/, and says so in Arabic when the id is unknown', async () => {
    const { unmount } = await renderAt('/newsletter/2', defaultRuntimeConfig, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: fill(arabicLabels.issueTitle, { id: '2' }) })).toBeInTheDocument();
    unmount();
    await renderAt('/newsletter/99', defaultRuntimeConfig, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: arabicNotFound.title })).toBeInTheDocument();
    expect(screen.getByText(fill(arabicNotFound.message, { id: '99' }))).toBeInTheDocument();
  });
});
