import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import { clientsHeading as arabicHeading } from '../../content/ar/clients';
import { clientsPage as arabicPage } from '../../content/ar/overview-pages';
import { clients } from '../../content/clients';
import { clientsHeading as frenchHeading, clientsIntro as frenchIntro } from '../../content/fr/clients';
import { clientsPage as frenchPage } from '../../content/fr/overview-pages';
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
    expect(items[0]).toHaveTextContent(clients[0].name);
    expect(within(grid).getByText(/^10,000\+ clients across/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'News & Events' })).toBeInTheDocument();
  });

  it('speaks French under /fr/, the clients under their own names', async () => {
    const { loadHero } = await renderPageModule(page, '/clients', { locale: 'fr' });
    const { title, highlight } = frenchPage.hero;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const grid = screen.getByRole('region', { name: frenchHeading });
    // Its figure's thousands are set apart by a no-break space, which the default normalizer would make a plain one.
    expect(within(grid).getByText(frenchIntro, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')[0]).toHaveTextContent(clients[0].name);
  });

  it('speaks Arabic under /ar/, the clients under their own names', async () => {
    const { loadHero } = await renderPageModule(page, '/clients', { locale: 'ar' });
    const { title, highlight } = arabicPage.hero;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const grid = screen.getByRole('region', { name: arabicHeading });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(clients.length);
  });
});
