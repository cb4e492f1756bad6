import { screen, within } from '@testing-library/react';
import { carouselsLive, loadHero, renderPageModule, stubMatchMedia } from '@bbg/testing';
import * as page from './media-day-page';
import { routes } from '../../app/routes';
import { banners as arabicBanners } from '../../content/ar/banners.json';
import { banners as frenchBanners } from '../../content/fr/banners.json';

beforeEach(() => stubMatchMedia(false));

describe('foundation day page', () => {
  it('opens with hero 37, then the three-slide gallery with previous, next and a pause control', async () => {
    const { container } = await renderPageModule(page, '/media-day', { routes });
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

  it('speaks French under /fr/', async () => {
    await renderPageModule(page, '/media-day', { routes, locale: 'fr' });
    const { title, highlight } = frenchBanners.foundationDay;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
  });

  it('speaks Arabic under /ar/', async () => {
    await renderPageModule(page, '/media-day', { routes, locale: 'ar' });
    const { title, highlight } = arabicBanners.foundationDay;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
  });
});
