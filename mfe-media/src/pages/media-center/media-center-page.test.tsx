import { screen, within } from '@testing-library/react';
import { loadHero, renderPageModule } from '@bbg/testing';
import * as page from './media-center-page';
import { routes } from '../../app/routes';
import { banners as arabicBanners } from '../../content/ar/banners.json';
import { banners as frenchBanners } from '../../content/fr/banners.json';

describe('media center page', () => {
  it('shows only the hero until its image loads', async () => {
    await renderPageModule(page, '/media-center', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Media Center' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('then shows the five media cards, each a link to its inner page with its description', async () => {
    const { container } = await renderPageModule(page, '/media-center', { routes });
    loadHero(container);
    const cards = screen.getAllByRole('heading', { level: 3 }).slice(0, 5);
    expect(cards.map((card) => [card.textContent, within(card).getByRole('link').getAttribute('href')])).toEqual([
      ['Events & Coverage', '/media-center-inner1'],
      ['Latest News', '/media-center-inner2'],
      ['Brands', '/media-center-inner3'],
      ['Guide & Tips', '/media-center-inner4'],
      ['Talent & Culture', '/media-center-inner5'],
    ]);
    expect(screen.getByText('Internal gatherings and CSR events across our offices, as they happened.')).toBeInTheDocument();
  });

  it('has the media, news and awards sections, and Read Article opens the news article', async () => {
    const { container } = await renderPageModule(page, '/media-center', { routes });
    loadHero(container);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Explore our stories', 'Latest from BBG', 'Awards & honours']);
    expect(screen.getByRole('link', { name: 'Read Article' })).toHaveAttribute('href', '/news-events-inner');
    expect(container.querySelector('#cards')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Page sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Awards' })).toBeInTheDocument();
  });

  it('speaks French under /fr/', async () => {
    await renderPageModule(page, '/media-center', { routes, locale: 'fr' });
    const { title, highlight } = frenchBanners.mediaCenter;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
  });

  it('speaks Arabic under /ar/', async () => {
    await renderPageModule(page, '/media-center', { routes, locale: 'ar' });
    const { title, highlight } = arabicBanners.mediaCenter;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
  });
});
