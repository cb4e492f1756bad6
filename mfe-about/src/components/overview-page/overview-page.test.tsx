import { screen } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import { overviewLabels as arabicLabels, sustainabilityPage as arabicSustainability, valuesMissionPage as arabicValuesMission } from '../../content/ar/overview-pages';
import { overviewLabels as frenchLabels, sustainabilityPage as frenchSustainability, valuesMissionPage as frenchValuesMission } from '../../content/fr/overview-pages';
import * as sustainabilityPage from '../../pages/sustainability/sustainability-page';
import * as valuesMissionPage from '../../pages/values-mission/values-mission-page';

describe('overview pages', () => {
  it('/values-mission: hero 16, then overview 22 and the news cards', async () => {
    const { loadHero } = await renderPageModule(valuesMissionPage, '/values-mission');
    expect(screen.getByRole('heading', { level: 1, name: 'Values & Mission' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    loadHero();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Our values and mission', 'News & Events']);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('/sustainability: hero 18, then overview 12 and the news cards', async () => {
    const { loadHero } = await renderPageModule(sustainabilityPage, '/sustainability');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Sustainability' })).toBeInTheDocument();
    loadHero();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Sustainability', 'News & Events']);
  });

  it('/fr/values-mission speaks French', async () => {
    const { loadHero } = await renderPageModule(valuesMissionPage, '/values-mission', { locale: 'fr' });
    const { hero, overview } = frenchValuesMission;
    expect(screen.getByRole('heading', { level: 1, name: `${hero.title} ${hero.highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([overview.title, frenchLabels.newsHeading]);
  });

  it('/ar/values-mission speaks Arabic', async () => {
    const { loadHero } = await renderPageModule(valuesMissionPage, '/values-mission', { locale: 'ar' });
    const { hero, overview } = arabicValuesMission;
    expect(screen.getByRole('heading', { level: 1, name: `${hero.title} ${hero.highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([overview.title, arabicLabels.newsHeading]);
  });

  it('/fr/sustainability speaks French', async () => {
    const { loadHero } = await renderPageModule(sustainabilityPage, '/sustainability', { locale: 'fr' });
    const { hero, overview } = frenchSustainability;
    expect(screen.getByRole('heading', { level: 1, name: `${hero.title} ${hero.highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([overview.title, frenchLabels.newsHeading]);
  });

  it('/ar/sustainability speaks Arabic', async () => {
    const { loadHero } = await renderPageModule(sustainabilityPage, '/sustainability', { locale: 'ar' });
    const { hero, overview } = arabicSustainability;
    expect(screen.getByRole('heading', { level: 1, name: `${hero.title} ${hero.highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([overview.title, arabicLabels.newsHeading]);
  });
});
