import { screen, within } from '@testing-library/react';
import { clients } from '../../content/clients';
import { renderPage } from '@bbg/testing';
import { Page } from './clients-page';

describe('clients page', () => {
  it('shows overview 9, every client as a wordmark, and the news cards once the hero has loaded', () => {
    const { loadHero } = renderPage(<Page />, '/clients');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Clients' })).toBeInTheDocument();
    loadHero();

    expect(screen.getByRole('heading', { level: 2, name: 'Trusted by our clients' })).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Some of our clients' });
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(clients.length);
    expect(items[0]).toHaveTextContent(clients[0].name);
    expect(within(grid).getByText(/^10,000\+ clients across/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'News & Events' })).toBeInTheDocument();
  });
});
