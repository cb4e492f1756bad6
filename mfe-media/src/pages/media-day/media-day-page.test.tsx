import { screen, within } from '@testing-library/react';
import { carouselsLive, loadHero, renderPage, stubMatchMedia } from '@bbg/testing';
import { Page } from './media-day-page';
import { routes } from '../../app/routes';

beforeEach(() => stubMatchMedia(false));

describe('foundation day page', () => {
  it('opens with hero 37, then the three-slide gallery with previous, next and a pause control', async () => {
    const { container } = renderPage(Page, '/media-day', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Foundation Day' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Foundation Day gallery' })).not.toBeInTheDocument();
    loadHero(container);
    const gallery = screen.getByRole('region', { name: 'Foundation Day gallery' });
    expect(within(gallery).getAllByRole('group')).toHaveLength(3);
    expect(within(gallery).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Illustration of office towers',
      'Illustration of three people together',
      'Illustration of a stage with spotlights and confetti',
    ]);
    expect(within(gallery).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Pause carousel' })).toBeInTheDocument();
    await carouselsLive(container);
  });
});
