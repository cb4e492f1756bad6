import { screen, within } from '@testing-library/react';
import { terms } from '../../content/en/terms.json';
import { renderPageModule } from '@bbg/testing';
import * as page from './terms-page';

// Role queries over a whole legal document are slow on a busy machine; 5 s is not always enough.
jest.setTimeout(20_000);

describe('terms page', () => {
  it('reports loaded and shows the terms with one h1, the contents and a link to the privacy policy', async () => {
    const { loadedFlag } = await renderPageModule(page, '/t&c');
    expect(loadedFlag).toHaveTextContent('loaded');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(terms.sections.map((s) => `#${s.id}`));
    const yourPrivacy = screen.getByRole('region', { name: 'Your Privacy' });
    expect(within(yourPrivacy).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
