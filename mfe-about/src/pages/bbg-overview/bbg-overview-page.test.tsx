import { screen, within } from '@testing-library/react';
import { carouselsLive, renderPageModule, stubMatchMedia } from '@bbg/testing';
import { banners as arabicBanners } from '../../content/ar/banners.json';
import { overviewStats as arabicStats, overviewStatsHeading as arabicStatsHeading } from '../../content/ar/bbg-overview.json';
import { banners as frenchBanners } from '../../content/fr/banners.json';
import { tickerConfig as frenchTicker, tickerWords as frenchWords } from '../../content/fr/bbg-overview.json';
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
    const { title, highlight } = frenchBanners.bbgOverview;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const ticker = screen.getByRole('region', { name: frenchTicker.label });
    for (const word of frenchWords) expect(within(ticker).getAllByText(word).length).toBeGreaterThan(0);
    await carouselsLive(container);
  });

  it('speaks Arabic under /ar/, its figures isolated (<bdi>) so they read left to right', async () => {
    const { container, loadHero } = await renderPageModule(page, '/bbg-overview', { locale: 'ar' });
    const { title, highlight } = arabicBanners.bbgOverview;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const stats = screen.getByRole('region', { name: arabicStatsHeading });
    expect(within(stats).getAllByRole('definition').map((value) => value.querySelector('bdi')?.textContent)).toEqual(arabicStats.map((stat) => stat.value));
    expect(within(stats).getAllByRole('term').map((label) => label.textContent)).toEqual(arabicStats.map((stat) => stat.label));
    await carouselsLive(container);
  });
});
