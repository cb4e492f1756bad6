import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageLoadedProvider } from '@bbg/shared/platform';
import { newsletters } from '../../content/newsletters';
import { Page } from './newsletter-page';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageLoadedProvider pathname={path}>
        <Routes>
          <Route path="/newsletter/:id" element={<Page />} />
        </Routes>
      </PageLoadedProvider>
    </MemoryRouter>,
  );

describe('newsletter page', () => {
  it('frames the allow-listed document for a known id, sandboxed', () => {
    renderAt('/newsletter/2');
    const frame = screen.getByTitle('BBG Newsletter: Issue 2');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/newsletters\/bbg-newsletter-2\.html$/));
    expect(frame).toHaveAttribute('sandbox', '');
  });

  it('shows a clear message with a link home for an unknown id, and frames nothing', () => {
    renderAt('/newsletter/99');
    expect(screen.getByRole('heading', { name: 'Newsletter not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('only points at same-origin documents', () => {
    for (const n of newsletters) expect(n.file).toMatch(/^[\w-]+\.html$/);
  });
});
