import { screen, within } from '@testing-library/react';
import { carouselsLive, renderPage, stubMatchMedia } from '@bbg/testing';
import { Page } from './bbg-overview-page';

beforeEach(() => stubMatchMedia());

describe('group overview page', () => {
  it('shows the ticker, overview 21, the stats strip and the news cards once the hero has loaded', async () => {
    const { container, loadHero } = renderPage(<Page />, '/bbg-overview');
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
});
