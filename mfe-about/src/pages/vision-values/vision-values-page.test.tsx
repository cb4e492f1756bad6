import { screen, within } from '@testing-library/react';
import { carouselsLive, renderPageModule, stubMatchMedia } from '@bbg/testing';
import { banners as arabicBanners } from '../../content/ar/banners.json';
import { coreValues as arabicValues, valuesCarouselConfig as arabicCarousel } from '../../content/ar/vision-values.json';
import { banners as frenchBanners } from '../../content/fr/banners.json';
import { visionCard as frenchVision } from '../../content/fr/vision-values.json';
import * as page from './vision-values-page';

beforeEach(() => stubMatchMedia());

describe('vision and values page', () => {
  it('shows the vision card, the four values, overview 24 and the news cards once the hero has loaded', async () => {
    const { container, loadHero } = await renderPageModule(page, '/vision-values');
    expect(screen.getByRole('heading', { level: 1, name: 'Vision & Values' })).toBeInTheDocument();
    loadHero();

    const vision = screen.getByRole('region', { name: 'Great People + Great Experience = Great Organization' });
    expect(vision).toHaveAttribute('id', 'vision');
    const carousel = screen.getByRole('region', { name: 'The four values' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(4);
    expect(slides.map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent)).toEqual(['Excellence', 'Obsession', 'Integrity', 'Collaboration']);
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Great People + Great Experience = Great Organization',
      'Our values',
      'Our vision',
      'News & Events',
    ]);
    await carouselsLive(container);
  });

  it('speaks French under /fr/', async () => {
    const { container, loadHero } = await renderPageModule(page, '/vision-values', { locale: 'fr' });
    const { title, highlight } = frenchBanners.visionValues;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getByRole('region', { name: frenchVision.title })).toHaveAttribute('id', 'vision');
    await carouselsLive(container);
  });

  it('speaks Arabic under /ar/, the carousel named in Arabic', async () => {
    const { container, loadHero } = await renderPageModule(page, '/vision-values', { locale: 'ar' });
    const { title, highlight } = arabicBanners.visionValues;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    const carousel = screen.getByRole('region', { name: arabicCarousel.label });
    expect(within(carousel).getAllByRole('group').map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent)).toEqual(
      arabicValues.map((value) => value.title),
    );
    await carouselsLive(container);
  });
});
