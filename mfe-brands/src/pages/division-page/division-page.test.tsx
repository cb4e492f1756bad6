import { screen, within } from '@testing-library/react';
import { brandSites } from '@bbg/contract';
import { renderPage } from '@bbg/testing';
import { Page } from './division-page';
import { routes } from '../../app/routes';

describe('division page', () => {
  it('opens with the hero only, then the detail, the shared values-and-mission section and the closing section', () => {
    const view = renderPage(Page, '/gsa', { routes });
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

  it('puts the detail where the hero\u2019s Explore button scrolls, with the services under it', () => {
    renderPage(Page, '/logistics', { routes }).loadHero();
    expect(document.getElementById('detail')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Logistics at BBG' }));
    const services = within(screen.getByRole('region', { name: 'What we move' })).getAllByRole('listitem');
    expect(services).toHaveLength(3);
  });

  it('shows banner 16 as a section: its text, the four values and a link to the values and mission page', () => {
    renderPage(Page, '/it', { routes }).loadHero();
    const shared = screen.getByRole('region', { name: 'Values & Mission' });
    expect(within(shared).getByText('What we stand for and what we set out to do, every day.')).toBeInTheDocument();
    expect(within(within(shared).getByRole('list', { name: 'Our values' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(shared).getByRole('link', { name: 'Discover our values and mission' })).toHaveAttribute('href', '/values-mission');
  });

  it('closes with a contact link and the division\u2019s brands, each opening its site in a new tab', () => {
    renderPage(Page, '/it', { routes }).loadHero();
    const closing = screen.getByRole('region', { name: 'Build something together' });
    expect(within(closing).getByRole('link', { name: 'Talk to our IT team' })).toHaveAttribute('href', '/contact-us');
    const techBinary = within(closing).getByRole('link', { name: 'TechBinary website (opens in a new tab)' });
    expect(techBinary).toHaveAttribute('href', brandSites.techBinary);
    expect(techBinary).toHaveAttribute('target', '_blank');
    expect(within(closing).getByRole('link', { name: 'Bottom Funnel website (opens in a new tab)' })).toHaveAttribute('href', brandSites.bottomFunnel);
  });

  it('says so on a path it has no content for', () => {
    renderPage(Page, '/nowhere', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'No data found for this ID.' })).toBeInTheDocument();
  });
});
