import { screen } from '@testing-library/react';
import { defaultRuntimeConfig, type RuntimeConfig } from '@bbg/contract';
import { renderPage } from '@bbg/testing';
import { Page } from './newsletter-page';
import { routes } from '../../app/routes';

const renderAt = (path: string, config: RuntimeConfig = defaultRuntimeConfig) => renderPage(Page, path, { pattern: '/newsletter/:id', config, routes });

describe('newsletter page', () => {
  it('frames the allow-listed sample of a known id in the tightest sandbox', () => {
    renderAt('/newsletter/2');
    expect(screen.getByRole('heading', { level: 1, name: 'BBG Newsletter: Issue 2' })).toBeInTheDocument();
    const frame = screen.getByTitle('BBG Newsletter: Issue 2');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/newsletters/bbg-newsletter-2.html');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame).toHaveAttribute('loading', 'eager');
  });

  it('frames the document from the configured newsletter storage', () => {
    renderAt('/newsletter/3', { ...defaultRuntimeConfig, newsletterBaseUrl: 'https://newsletters.bbgroup.example/issues' });
    expect(screen.getByTitle('BBG Newsletter: Issue 3')).toHaveAttribute('src', 'https://newsletters.bbgroup.example/issues/bbg-newsletter-3.html');
  });

  it('says an unknown id was not found, links home and frames nothing', () => {
    const { container } = renderAt('/newsletter/99');
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter not found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find newsletter \u201c99\u201d.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('never turns the address into a frame source', () => {
    const { container } = renderAt(`/newsletter/${encodeURIComponent('https://evil.example/x.html')}`, { ...defaultRuntimeConfig, newsletterBaseUrl: 'https://newsletters.bbgroup.example' });
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter not found' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
