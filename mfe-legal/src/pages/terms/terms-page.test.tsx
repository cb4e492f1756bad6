import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageLoadedProvider, usePageLoaded } from '@bbg/shared/platform';
import { terms } from '../../content/terms';
import { Page } from './terms-page';

function LoadedFlag() {
  return <output aria-label="loaded">{String(usePageLoaded().loaded)}</output>;
}

describe('terms page', () => {
  it('reports loaded and shows the terms with one h1, the contents and a link to the privacy policy', () => {
    render(
      <MemoryRouter initialEntries={['/t&c']}>
        <PageLoadedProvider pathname="/t&c">
          <Page />
          <LoadedFlag />
        </PageLoadedProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'loaded' })).toHaveTextContent('true');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms & Conditions');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(terms.sections.map((s) => `#${s.id}`));
    const yourPrivacy = screen.getByRole('region', { name: 'Your Privacy' });
    expect(within(yourPrivacy).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
