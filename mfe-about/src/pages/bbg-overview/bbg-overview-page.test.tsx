import { screen, within } from '@testing-library/react';
import { carouselsLive, renderPageModule, stubMatchMedia } from '@bbg/testing';
import { overviewStats as arabicStats, overviewStatsHeading as arabicStatsHeading } from '../../content/ar/bbg-overview';
import { bbgOverviewPage as arabicPage } from '../../content/ar/overview-pages';
import { tickerConfig as frenchTicker, tickerWords as frenchWords } from '../../content/fr/bbg-overview';
import { bbgOverviewPage as frenchPage } from '../../content/fr/overview-pages';
import * as page from './bbg-overview-page';

beforeEach(() => stubMatchMedia());

describe('group overview page', () => {
  it('shows the ticker, overview 21, the stats strip and the news cards once the hero has loaded', async () => {
    const { container, loadHero } = await renderPageModule(page, '/bbg-overview');
    expect(screen.getByRole('heading', { level: 1, name: 'The BBG Overview' })).toBeInTheDocument();
    expect(screen.queryByText('BELIEVE')).not.toBeInTheDocument();
    loadHero();

    const ticker = screen.getByRole('region', { name: 'Believe, inspire, value' });
    expect(within(ticker).getAllByText(/^(BELIEVE|INSPIRE|VALUE)$/).map((word) => word.textContent).slice(0, 3)).toEqual(['BELIEVE', 'INSPIRE', 'VALUE']);
    expect(within(ticker).getByRole('button', { name: 'Pause carousel' })).toBeInTheDocument();
    expect(within(ticker).queryByRole('button', { name: /slide/ })).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'The BBG at a glance' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'BBG in numbers' });
    expect(within(stats).getAllByRole('definition').map((value) => value.textContent)).toEqual(['50+', '20+', '1500+', '1000+']);
    expect(within(stats).getAllByRole('term').map((label) => label.textContent)).toEqual(['Branches', 'Countries', 'Employees', 'Partners']);
    expect(screen.getByRole('heading', { level: 2, name: 'News & Events' })).toBeInTheDocument();
    await carouselsLive(container);
  });

  it('speaks French under /fr/, the ticker in French', async () => {
    const { container, loadHero } = await renderPageModule(page, '/bbg-overview', { locale: 'fr' });
    const { title, highlight } = frenchPage.hero;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const ticker = screen.getByRole('region', { name: frenchTicker.label });
    expect(within(ticker).getAllByText(frenchWords[0]).length).toBeGreaterThan(0);
    await carouselsLive(container);
  });

  it('speaks Arabic under /ar/, its figures isolated (<bdi>) so they read left to right', async () => {
    const { container, loadHero } = await renderPageModule(page, '/bbg-overview', { locale: 'ar' });
    const { title, highlight } = arabicPage.hero;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const stats = screen.getByRole('region', { name: arabicStatsHeading });
    expect(within(stats).getAllByRole('definition').map((value) => value.querySelector('bdi')?.textContent)).toEqual(arabicStats.map((stat) => stat.value));
    expect(within(stats).getAllByRole('term').map((label) => label.textContent)).toEqual(arabicStats.map((stat) => stat.label));
    await carouselsLive(container);
  });
});
