import { screen, within } from '@testing-library/react';
import { brandSites } from '@bbg/contract';
import { islandsLive, renderPage } from '@bbg/testing';
import { Page } from './brand-page';
import { routes } from '../../app/routes';

describe('brand page', () => {
  // The slider is an island with code of its own: compiled once here, so no test waits on the first compile.
  beforeAll(() => import('./brand-carousel'));

  it('opens with the hero only, then shows the overview and the slider once the hero image has loaded', async () => {
    const view = renderPage(Page, '/spj', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'SPJ Electronics' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('waiting');

    view.loadHero();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'SPJ Electronics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Discover SPJ Electronics' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
    await islandsLive(view.container);
  });

  it('links the brand logo of the overview to the brand site in a new tab', () => {
    renderPage(Page, '/spj', { routes }).loadHero();
    const overview = screen.getByRole('region', { name: 'About SPJ Electronics' });
    const logo = within(overview).getByRole('link', { name: 'SPJ website (opens in a new tab)' });
    expect(logo).toHaveAttribute('href', brandSites.spj);
    expect(logo).toHaveAttribute('target', '_blank');
  });

  it('shows three slides on /spj, each with subtitle, highlight heading, text and one button to the brand site', async () => {
    renderPage(Page, '/spj', { routes }).loadHero();
    const carousel = await screen.findByRole('region', { name: 'SPJ Electronics highlights' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(within(carousel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Electronics for every shelf',
      'Insights from the market',
      'Offerings for retailers',
    ]);
    for (const slide of slides) {
      expect(within(slide).getByText('SPJ Electronics')).toBeInTheDocument();
      const links = within(slide).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', brandSites.spj);
      expect(links[0]).toHaveAttribute('target', '_blank');
      expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('shows two slides on /next-holidays', async () => {
    renderPage(Page, '/next-holidays', { routes }).loadHero();
    const carousel = await screen.findByRole('region', { name: 'Next Holidays highlights' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(2);
    for (const link of within(carousel).getAllByRole('link')) expect(link).toHaveAttribute('href', brandSites.nextHolidays);
  });

  it.each(['/yashika-fashion', '/Yashika-fashion'])('opens the Yashika Fashion page at %s', async (path) => {
    renderPage(Page, path, { routes }).loadHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Yashika Fashion' })).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Yashika Fashion highlights' })).getAllByRole('group')).toHaveLength(3);
  });

  it('says so on a path it has no content for, and still reports the page loaded', () => {
    renderPage(Page, '/no-such-brand', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'No data found for this ID.' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });
});
