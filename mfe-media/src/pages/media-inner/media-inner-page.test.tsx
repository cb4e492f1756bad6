import { screen } from '@testing-library/react';
import { loadHero, renderPageModule } from '@bbg/testing';
import * as page from './media-inner-page';
import { routes } from '../../app/routes';
import { banners as arabicBanners } from '../../content/ar/banners.json';
import { mediaInnerLabels as arabicLabels } from '../../content/ar/media-inner-pages.json';
import { banners as frenchBanners } from '../../content/fr/banners.json';

describe('media center inner page', () => {
  it('shows the hero of its path, and its topics once the hero image loads', async () => {
    const { container } = await renderPageModule(page, '/media-center-inner1', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Events & Coverage' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    loadHero(container);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Internal Events', 'CSR Events']);
  });

  it('is the same page for talent and culture, with its six topics and their stories', async () => {
    const { container } = await renderPageModule(page, '/Media-Center-Inner5', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Talent & Culture' })).toBeInTheDocument();
    loadHero(container);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Our first graduate programme' })).toHaveAttribute('href', '/news-events-inner');
    expect(container.querySelector('time[datetime="2024-01-15"]')?.textContent).toBe('15 January 2024');
    expect(screen.getByRole('link', { name: 'Finance' })).toBeInTheDocument();
  });

  it('says so when no inner page has the path', async () => {
    await renderPageModule(page, '/media-center-inner9', { routes });
    expect(screen.getByRole('alert')).toHaveTextContent('No data found for this ID.');
  });

  it('speaks French under /fr/', async () => {
    await renderPageModule(page, '/media-center-inner1', { routes, locale: 'fr' });
    const { title, highlight } = frenchBanners.events;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
  });

  it('speaks Arabic under /ar/, and says so in Arabic when no inner page has the path', async () => {
    const { unmount } = await renderPageModule(page, '/media-center-inner5', { routes, locale: 'ar' });
    const { title, highlight } = arabicBanners.talent;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    unmount();
    await renderPageModule(page, '/media-center-inner9', { routes, locale: 'ar' });
    expect(screen.getByRole('alert')).toHaveTextContent(arabicLabels.notFound);
  });
});
