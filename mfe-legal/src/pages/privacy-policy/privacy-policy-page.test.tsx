import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageLoadedProvider, usePageLoaded } from '@bbg/shared/platform';
import { privacyPolicy } from '../../content/privacy-policy';
import { Page } from './privacy-policy-page';

function LoadedFlag() {
  return <output aria-label="loaded">{String(usePageLoaded().loaded)}</output>;
}

describe('privacy policy page', () => {
  it('reports loaded and shows the policy with one h1 and a table of contents of every section', () => {
    render(
      <MemoryRouter initialEntries={['/privacy-policy']}>
        <PageLoadedProvider pathname="/privacy-policy">
          <Page />
          <LoadedFlag />
        </PageLoadedProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'loaded' })).toHaveTextContent('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link').map((link) => link.textContent)).toEqual(privacyPolicy.sections.map((s) => s.heading));
    expect(screen.getByRole('heading', { level: 2, name: "Children's Information" })).toHaveAttribute('id', 'childrens-information');
  });
});
