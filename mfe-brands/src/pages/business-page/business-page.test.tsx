import { screen } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import * as page from './business-page';
import { routes } from '../../app/routes';
import arabicBanners from '../../content/ar/banners.json';
import frenchBanners from '../../content/fr/banners.json';
import frenchPages from '../../content/fr/business-pages.json';

describe('business page', () => {
  it('opens with the hero only, then shows the overview and the news cards', async () => {
    const view = await renderPageModule(page, '/travel', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Travel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    view.loadHero();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Travel at BBG', 'News & Events']);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('heading', { name: 'Our airport fashion store' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('loaded');
  });

  it('puts the overview where the hero\u2019s Explore button scrolls', async () => {
    (await renderPageModule(page, '/electronics', { routes })).loadHero();
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '#overview');
    expect(document.getElementById('overview')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Electronics at BBG' }));
  });

  it('adds the airport fashion store section on /fashion', async () => {
    (await renderPageModule(page, '/fashion', { routes })).loadHero();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Fashion' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fashion at BBG' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our airport fashion store' })).toBeInTheDocument();
  });

  it.each([
    ['/business-overview', 'Business Overview', 'Our businesses'],
    ['/general-trading', 'General Trading', 'General trading at BBG'],
    ['/dmc', 'Destination Management', 'Destination management'],
  ])('renders %s from its ids', async (path, hero, overview) => {
    (await renderPageModule(page, path, { routes })).loadHero();
    expect(screen.getByRole('heading', { level: 1, name: hero })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: overview })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'News & Events' })).toBeInTheDocument();
  });

  it('speaks French under /fr/, its news cards\u2019 heading too, and says so in French on a path it has no content for', async () => {
    const { unmount, loadHero } = await renderPageModule(page, '/travel', { routes, locale: 'fr' });
    const { title, highlight } = frenchBanners.banners.travel;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getByRole('heading', { level: 2, name: 'Actualités & événements' })).toBeInTheDocument();
    unmount();
    await renderPageModule(page, '/nowhere', { routes, locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: frenchPages.businessPageLabels.notFound })).toBeInTheDocument();
  });

  it('speaks Arabic under /ar/', async () => {
    await renderPageModule(page, '/fashion', { routes, locale: 'ar' });
    const { title, highlight } = arabicBanners.banners.fashion;
    expect(screen.getByRole('heading', { level: 1, name: `${title} ${highlight}` })).toBeInTheDocument();
  });
});
