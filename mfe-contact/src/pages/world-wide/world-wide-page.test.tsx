import { fireEvent, screen, within } from '@testing-library/react';
import { loadHero, renderPage } from '@bbg/testing';
import { Page } from './world-wide-page';

describe('world wide page', () => {
  it('opens with the banner alone; its text and arrow show once its image has loaded', () => {
    const { container } = renderPage(Page, '/world-wide');
    const banner = container.querySelector('section [data-ready]');
    expect(banner).toHaveAttribute('data-ready', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'Global Industry Leader' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Page sections' })).toHaveAttribute('data-ready', 'false');
    expect(screen.getByRole('link', { name: 'Scroll to the overview' }).closest('[data-ready]')).toBe(banner);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    loadHero(container);
    expect(banner).toHaveAttribute('data-ready', 'true');
    expect(screen.getByText('BBG in the Middle East, Africa, and Asia')).toBeInTheDocument();
    const stats = screen.getAllByRole('list')[1];
    if (!stats) throw new Error('no stats');
    expect(within(stats).getAllByRole('listitem').map((stat) => stat.textContent)).toEqual(['10+ Years', '50+ Branches', '20+ Countries']);
    expect(screen.getByRole('link', { name: 'Scroll to the overview' })).toHaveAttribute('href', '#overview');
  });

  it('reveals the overview and the presence sections with the dots WorldWide, Overview, Presence', () => {
    const { container } = renderPage(Page, '/world-wide');
    loadHero(container);
    const dots = within(screen.getByRole('navigation', { name: 'Page sections' })).getAllByRole('link');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['WorldWide', 'Overview', 'Presence']);
    expect(screen.getByRole('heading', { level: 2, name: 'BBG around the world' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists a card per country, alternating sides, each but the last with an arrow centring the next', () => {
    const { container } = renderPage(Page, '/world-wide');
    loadHero(container);
    const cards = within(screen.getByRole('list', { name: 'Where you will find us' })).getAllByRole('listitem');
    expect(cards).toHaveLength(24);
    expect(cards.map((card) => card.getAttribute('data-flipped')).slice(0, 3)).toEqual(['false', 'true', 'false']);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3, name: 'India' })).toBeInTheDocument();
    expect(within(cards[23] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();

    const scrollIntoView = jest.fn();
    const uae = document.getElementById('presence-uae');
    if (!uae) throw new Error('no UAE card');
    uae.scrollIntoView = scrollIntoView;
    const next = within(cards[0] as HTMLElement).getByRole('link', { name: 'Next: UAE' });
    expect(next).toHaveAttribute('href', '#presence-uae');
    fireEvent.click(next);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
  });
});
