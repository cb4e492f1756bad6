import { screen } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import { overviewCopy, overviewPageData, sustainabilityPage as sustainabilityRecord, valuesMissionPage as valuesMissionRecord } from '../../content/overview-pages';
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

  it.each([
    ['/values-mission', valuesMissionPage, valuesMissionRecord, 'fr'],
    ['/values-mission', valuesMissionPage, valuesMissionRecord, 'ar'],
    ['/sustainability', sustainabilityPage, sustainabilityRecord, 'fr'],
    ['/sustainability', sustainabilityPage, sustainabilityRecord, 'ar'],
  ] as const)('%s speaks its language under /%4$s/', async (path, module, record, locale) => {
    const copy = await overviewCopy[locale]();
    const { hero, overview } = overviewPageData(record, copy);
    const { loadHero } = await renderPageModule(module, path, { locale });
    expect(screen.getByRole('heading', { level: 1, name: `${hero.title} ${hero.highlight}` })).toBeInTheDocument();
    loadHero();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([overview.title, copy.overview.overviewLabels.newsHeading]);
  });
});
