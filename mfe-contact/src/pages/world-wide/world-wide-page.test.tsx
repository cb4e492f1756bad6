import { fireEvent, screen, within } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import * as page from './world-wide-page';

describe('world wide page', () => {
  it('opens with the banner alone; its text and arrow show once its image has loaded', async () => {
    const { container, loadHero } = await renderPageModule(page, '/world-wide');
    const banner = container.querySelector('section [data-ready]');
    expect(banner).toHaveAttribute('data-ready', 'false');
    expect(screen.getByRole('heading', { level: 1, name: 'Global Industry Leader' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Page sections' })).toHaveAttribute('data-ready', 'false');
    expect(screen.getByRole('link', { name: 'Scroll to the overview' }).closest('[data-ready]')).toBe(banner);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    loadHero();
    expect(banner).toHaveAttribute('data-ready', 'true');
    expect(screen.getByText('BBG in the Middle East, Africa, and Asia')).toBeInTheDocument();
    const stats = screen.getAllByRole('list')[1];
    if (!stats) throw new Error('no stats');
    expect(within(stats).getAllByRole('listitem').map((stat) => stat.textContent)).toEqual(['10+ Years', '50+ Branches', '20+ Countries']);
    expect(screen.getByRole('link', { name: 'Scroll to the overview' })).toHaveAttribute('href', '#overview');
  });

  it('reveals the overview and the presence sections with the dots WorldWide, Overview, Presence', async () => {
    const { loadHero } = await renderPageModule(page, '/world-wide');
    loadHero();
    const dots = within(screen.getByRole('navigation', { name: 'Page sections' })).getAllByRole('link');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['WorldWide', 'Overview', 'Presence']);
    expect(screen.getByRole('heading', { level: 2, name: 'BBG around the world' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists a card per country, alternating sides, each but the last with an arrow centring the next', async () => {
    const { loadHero } = await renderPageModule(page, '/world-wide');
    loadHero();
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

  it('speaks French under /fr/', async () => {
    const frenchBanner = (await page.copy.fr()).page.worldWideBanner;
    const { loadHero } = await renderPageModule(page, '/world-wide', { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: `${frenchBanner.title} ${frenchBanner.highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getByText(frenchBanner.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: frenchBanner.nextLabel })).toHaveAttribute('href', '#overview');
  });

  it('speaks Arabic under /ar/, its figures kept left to right', async () => {
    const arabicBanner = (await page.copy.ar()).page.worldWideBanner;
    const { loadHero } = await renderPageModule(page, '/world-wide', { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: `${arabicBanner.title} ${arabicBanner.highlight}` })).toBeInTheDocument();
    loadHero();
    const stats = screen.getAllByRole('list')[1];
    if (!stats) throw new Error('no stats');
    expect(within(stats).getAllByRole('listitem').map((stat) => [stat.querySelector('bdi')?.textContent, stat.textContent])).toEqual(
      arabicBanner.stats.map((stat) => [stat.value, `${stat.value} ${stat.label}`]),
    );
  });
});
