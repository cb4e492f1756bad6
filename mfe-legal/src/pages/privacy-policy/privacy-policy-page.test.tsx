import { render, screen } from '@testing-library/react';
import { PageLoadedProvider } from '@bbg/shared/platform';
import { Page } from './privacy-policy-page';

describe('privacy policy page', () => {
  it('shows one h1, a table of contents linking to each section, and the sections', () => {
    render(
      <PageLoadedProvider pathname="/privacy-policy">
        <Page />
      </PageLoadedProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const consent = screen.getAllByRole('link', { name: 'Consent' })[0]!;
    expect(toc).toContainElement(consent);
    expect(consent).toHaveAttribute('href', '#consent');
    expect(screen.getByRole('heading', { level: 2, name: 'Log Files' })).toBeInTheDocument();
  });
});
