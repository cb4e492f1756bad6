import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageLoadedProvider } from '@bbg/shared/platform';
import { qrCategories, type QrBrand } from '../../content/qr-categories';
import { Page } from './qr-link-page';

describe('qr-link page', () => {
  beforeEach(() => {
    render(
      <MemoryRouter>
        <PageLoadedProvider pathname="/qr-link">
          <Page />
        </PageLoadedProvider>
      </MemoryRouter>,
    );
  });

  it('links the logo home and lists the seven categories', () => {
    expect(screen.getByRole('link', { name: 'BBG home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  });

  it('opens brand sites in a new tab, and the brand without a site is not a link', () => {
    const spj = screen.getByRole('link', { name: /^SPJ/ });
    expect(spj).toHaveAttribute('target', '_blank');
    expect(spj).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /A2Z Travels/ })).not.toBeInTheDocument();
    expect(screen.getByText('A2Z Travels')).toBeInTheDocument();
  });

  it('has the brand counts of the spec', () => {
    expect(qrCategories.map((c) => c.brands.length)).toEqual([4, 2, 1, 1, 1, 1, 1]);
    const brands: readonly QrBrand[] = qrCategories.flatMap((c): readonly QrBrand[] => c.brands);
    for (const brand of brands) if (brand.href) expect(brand.href).toMatch(/^https:\/\//);
  });
});
