import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import { banners as arabicBanners } from '../../content/ar/banners.json';
import { clientsHeading as arabicHeading } from '../../content/ar/clients.json';
import { clients } from '../../content/clients';
import { banners as frenchBanners } from '../../content/fr/banners.json';
import { clientsHeading as frenchHeading, clientsIntro as frenchIntro } from '../../content/fr/clients.json';
import * as page from './clients-page';

describe('clients page', () => {
  it('shows overview 9, every client as a wordmark, and the news cards once the hero has loaded', async () => {
    const { loadHero } = await renderPageModule(page, '/clients');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Clients' })).toBeInTheDocument();
    loadHero();

    expect(screen.getByRole('heading', { level: 2, name: 'Trusted by our clients' })).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Some of our clients' });
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(clients.length);
    clients.forEach((client, index) => expect(items[index]).toHaveTextContent(client.name));
    expect(within(grid).getByText(/^10,000\+ clients across/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'News & Events' })).toBeInTheDocument();
  });

  it('speaks French under /fr/, the clients under their own names', async () => {
    const { loadHero } = await renderPageModule(page, '/clients', { locale: 'fr' });
    const { title, highlight } = frenchBanners.clients;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const grid = screen.getByRole('region', { name: frenchHeading });
    // Its figure's thousands are set apart by a no-break space, which the default normalizer would make a plain one.
    expect(within(grid).getByText(frenchIntro, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeInTheDocument();
    const items = within(grid).getAllByRole('listitem');
    clients.forEach((client, index) => expect(items[index]).toHaveTextContent(client.name));
  });

  it('speaks Arabic under /ar/, the clients under their own names', async () => {
    const { loadHero } = await renderPageModule(page, '/clients', { locale: 'ar' });
    const { title, highlight } = arabicBanners.clients;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const grid = screen.getByRole('region', { name: arabicHeading });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(clients.length);
  });
});
