import { screen, within } from '@testing-library/react';
import { brandSites } from '@bbg/contract';
import { renderPageModule } from '@bbg/testing';
import * as page from './division-page';
import { routes } from '../../app/routes';
import arabicBanners from '../../content/ar/banners.json';
import frenchBanners from '../../content/fr/banners.json';
import frenchPages from '../../content/fr/division-pages.json';

describe('division page', () => {
  it('opens with the hero only, then the detail, the shared values-and-mission section and the closing section', async () => {
    const view = await renderPageModule(page, '/gsa', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'General Sales Agency' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    view.loadHero();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'General sales agency',
      'What we do for airlines',
      'Values & Mission',
      'Grow your routes with us',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });

  it('puts the detail where the hero\u2019s Explore button scrolls, with the services under it', async () => {
    (await renderPageModule(page, '/logistics', { routes })).loadHero();
    expect(document.getElementById('detail')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Logistics at BBG' }));
    const services = within(screen.getByRole('region', { name: 'What we move' })).getAllByRole('listitem');
    expect(services).toHaveLength(3);
  });

  it('shows banner 16 as a section: its text, the four values and a link to the values and mission page', async () => {
    (await renderPageModule(page, '/it', { routes })).loadHero();
    const shared = screen.getByRole('region', { name: 'Values & Mission' });
    expect(within(shared).getByText('What we stand for and what we set out to do, every day.')).toBeInTheDocument();
    expect(within(within(shared).getByRole('list', { name: 'Our values' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(shared).getByRole('link', { name: 'Discover our values and mission' })).toHaveAttribute('href', '/values-mission');
  });

  it('closes with a contact link and the division\u2019s brands, each opening its site in a new tab', async () => {
    (await renderPageModule(page, '/it', { routes })).loadHero();
    const closing = screen.getByRole('region', { name: 'Build something together' });
    expect(within(closing).getByRole('link', { name: 'Talk to our IT team' })).toHaveAttribute('href', '/contact-us');
    const techBinary = within(closing).getByRole('link', { name: 'TechBinary website (opens in a new tab)' });
    expect(techBinary).toHaveAttribute('href', brandSites.techBinary);
    expect(techBinary).toHaveAttribute('target', '_blank');
    expect(within(closing).getByRole('link', { name: 'Bottom Funnel website (opens in a new tab)' })).toHaveAttribute('href', brandSites.bottomFunnel);
  });

  it('says so on a path it has no content for', async () => {
    await renderPageModule(page, '/nowhere', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'No data found for this ID.' })).toBeInTheDocument();
  });

  it('speaks French under /fr/, with its brands\u2019 links saying so in French', async () => {
    (await renderPageModule(page, '/it', { routes, locale: 'fr' })).loadHero();
    const { title, highlight } = frenchBanners.banners.it;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `TechBinary ${frenchPages.divisionPageLabels.brandSiteNote}` })).toHaveAttribute('href', brandSites.techBinary);
  });

  it('speaks Arabic under /ar/', async () => {
    await renderPageModule(page, '/logistics', { routes, locale: 'ar' });
    const { title, highlight } = arabicBanners.banners.logistics;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
  });
});
