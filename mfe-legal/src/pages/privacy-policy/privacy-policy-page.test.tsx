import { screen, within } from '@testing-library/react';
import { privacyPolicy } from '../../content/en/privacy-policy.json';
import { renderPageModule } from '@bbg/testing';
import * as page from './privacy-policy-page';

// Role queries over a whole legal document are slow on a busy machine; 5 s is not always enough.
jest.setTimeout(20_000);

describe('privacy policy page', () => {
  it('reports loaded and shows the policy with one h1 and a table of contents of every section', async () => {
    const { loadedFlag } = await renderPageModule(page, '/privacy-policy');
    expect(loadedFlag).toHaveTextContent('loaded');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link').map((link) => link.textContent)).toEqual(privacyPolicy.sections.map((s) => s.heading));
    expect(screen.getByRole('heading', { level: 2, name: "Children's Information" })).toHaveAttribute('id', 'childrens-information');
    expect(screen.getAllByRole('link', { name: 'contact us' })[0]).toHaveAttribute('href', '/contact-us');
  });
});
