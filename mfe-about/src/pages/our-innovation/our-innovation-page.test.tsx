import { fireEvent, screen, within } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import { banners as arabicBanners } from '../../content/ar/banners.json';
import { innovationPoints as arabicPoints } from '../../content/ar/our-innovation.json';
import { banners as frenchBanners } from '../../content/fr/banners.json';
import { opennessTheme as frenchTheme } from '../../content/fr/our-innovation.json';
import * as page from './our-innovation-page';

describe('our innovation page', () => {
  it('opens with the hero, and shows the openness theme once the hero image has loaded', async () => {
    const { container } = await renderPageModule(page, '/our-innovation');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Innovation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    const heroImage = container.querySelector('img');
    if (!heroImage) throw new Error('the hero has no image');
    fireEvent.load(heroImage);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Innovation through openness' })).toBeInTheDocument();
    expect(screen.getByText('openness')).toBeInTheDocument();
  });

  it('lists the four points, each with a title and a paragraph', async () => {
    const { container } = await renderPageModule(page, '/our-innovation');
    const heroImage = container.querySelector('img');
    if (!heroImage) throw new Error('the hero has no image');
    fireEvent.load(heroImage);

    const points = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(points).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Open to ideas',
      'Open platforms',
      'Open partnerships',
      'Open to learning',
    ]);
    for (const point of points) expect(point.querySelector('p')).not.toBeNull();
  });

  it('speaks French under /fr/', async () => {
    const { loadHero } = await renderPageModule(page, '/our-innovation', { locale: 'fr' });
    const { title, highlight } = frenchBanners.ourInnovation;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getByRole('heading', { level: 2, name: `${frenchTheme.title} ${frenchTheme.highlight}` })).toBeInTheDocument();
  });

  it('speaks Arabic under /ar/', async () => {
    const { loadHero } = await renderPageModule(page, '/our-innovation', { locale: 'ar' });
    const { title, highlight } = arabicBanners.ourInnovation;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(arabicPoints.map((point) => point.title));
  });
});
