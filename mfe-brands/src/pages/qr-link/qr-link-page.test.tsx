import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageLoadedProvider, usePageLoaded } from '@bbg/shared/platform';
import { Page } from './qr-link-page';

function LoadedFlag() {
  return <output>{usePageLoaded().loaded ? 'loaded' : 'waiting'}</output>;
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <PageLoadedProvider pathname="/qr-link">
        <Page />
        <LoadedFlag />
      </PageLoadedProvider>
    </MemoryRouter>,
  );

describe('qr-link page', () => {
  it('has its own h1, links the wordmark home and reports the page loaded', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'BBG home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('BBG');
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });

  it('shows the seven categories with their brands', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Travels',
      'IT',
      'Fashion',
      'General Trading',
      'GSA',
      'Electronics',
      'Logistics',
    ]);
    const travels = screen.getByRole('article', { name: 'Travels' });
    expect(within(travels).getByText('4 brands')).toBeInTheDocument();
    expect(within(travels).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('article', { name: 'Logistics' })).getByRole('link', { name: /^MGT/ })).toBeInTheDocument();
  });

  it('opens brand sites in a new tab and says so', () => {
    renderPage();
    const spj = screen.getByRole('link', { name: 'SPJ (opens in a new tab)' });
    expect(spj).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(spj).toHaveAttribute('target', '_blank');
    expect(spj).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link', { name: /\(opens in a new tab\)$/ })).toHaveLength(10);
  });

  it('shows the brand with an empty link as plain text, not a link', () => {
    renderPage();
    expect(screen.getByText('A2Z Travels')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /A2Z Travels/ })).not.toBeInTheDocument();
  });
});
