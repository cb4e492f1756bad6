import { render, screen } from '@testing-library/react';
import { PageLoadedProvider } from '@bbg/shared/platform';
import { presenceCountries } from '../../content/world-wide';
import { Page } from './world-wide-page';

describe('world wide page', () => {
  it('shows the banner with its figures and a card per country', () => {
    render(
      <PageLoadedProvider pathname="/world-wide">
        <Page />
      </PageLoadedProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Global Industry Leader' })).toBeInTheDocument();
    expect(screen.getByText('BBG in the Middle East, Africa, and Asia')).toBeInTheDocument();
    expect(screen.getByText('50+')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(presenceCountries.length);
    expect(new Set(presenceCountries.map((c) => c.name)).size).toBe(presenceCountries.length);
  });
});
